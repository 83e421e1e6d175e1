import { sql } from 'drizzle-orm';
import { CONSOLE_SEARCH_PART_MIN } from '@tastydrop/domain';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/index.js';
import { sessions, users } from '../../platform/db/schema/index.js';
import { tableAs } from '../../platform/db/sql-names.js';
import { selectRows } from './rows.js';

const u = alias(users, 'u');
const m = alias(users, 'm');
const s = alias(sessions, 's');

/**
 * Players matching a query: an exact id or Steam id, a login, e-mail, trade link or nickname containing it (the whole
 * of it for a query shorter than CONSOLE_SEARCH_PART_MIN), or an address that any of their sessions or their last
 * visit came from. Each condition reads an index of its own (the texts through pg_trgm's GIN indexes, migrations 0050
 * and 0051), and only the players found are sorted: no read of every player (docs/decisions/063-deep-pages-and-search.md).
 */
export async function searchPlayers(db: DbOrTx, query: string): Promise<Record<string, unknown>[]> {
  const q = query.trim();
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const like = q.length >= CONSOLE_SEARCH_PART_MIN ? `%${escaped}%` : escaped;
  const id = /^\d{1,9}$/.test(q) ? Number(q) : -1;
  return selectRows(
    db,
    sql`
    SELECT ${u.id}, ${u.login}, ${u.nickname}, ${u.email}, ${u.balance}, ${u.coinBalance}, ${u.lastIp}, ${u.bannedAt}, ${u.admin}, ${u.boardExcluded}, ${u.createdAt}
    FROM ${tableAs(users, u)}
    WHERE NOT ${u.isFake} AND NOT ${u.isBot} AND ${u.id} IN (
      SELECT ${m.id} FROM ${tableAs(users, m)}
      WHERE ${m.id} = ${id} OR ${m.steamId} = ${q} OR ${m.lastIp} = ${q}
        OR ${m.login} ILIKE ${like} OR ${m.email} ILIKE ${like} OR ${m.tradeUrl} ILIKE ${like} OR ${m.nickname} ILIKE ${like}
      UNION
      SELECT ${s.userId} FROM ${tableAs(sessions, s)} WHERE ${s.ip} = ${q})
    ORDER BY (${u.id} = ${id}) DESC, ${u.lastSeenAt} DESC
    LIMIT 50`,
  );
}

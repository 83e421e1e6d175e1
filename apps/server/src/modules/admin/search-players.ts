import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/index.js';
import { sessions, users } from '../../platform/db/schema/index.js';
import { tableAs } from '../../platform/db/sql-names.js';
import { selectRows } from './rows.js';

const u = alias(users, 'u');
const s = alias(sessions, 's');

/**
 * Players matching a query: an exact id, or a login, e-mail, trade link, Steam id or nickname containing it,
 * or an address that any of their sessions or their last visit came from.
 */
export async function searchPlayers(db: DbOrTx, query: string): Promise<Record<string, unknown>[]> {
  const q = query.trim();
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const id = /^\d{1,9}$/.test(q) ? Number(q) : -1;
  return selectRows(
    db,
    sql`
    SELECT ${u.id}, ${u.login}, ${u.nickname}, ${u.email}, ${u.balance}, ${u.coinBalance}, ${u.lastIp}, ${u.bannedAt}, ${u.admin}, ${u.boardExcluded}, ${u.createdAt}
    FROM ${tableAs(users, u)}
    WHERE NOT ${u.isFake} AND NOT ${u.isBot} AND (
      ${u.id} = ${id} OR ${u.login} ILIKE ${like} OR ${u.email} ILIKE ${like} OR ${u.tradeUrl} ILIKE ${like} OR ${u.nickname} ILIKE ${like}
      OR ${u.steamId} = ${q} OR ${u.lastIp} = ${q}
      OR EXISTS (SELECT 1 FROM ${tableAs(sessions, s)} WHERE ${s.userId} = ${u.id} AND ${s.ip} = ${q}))
    ORDER BY (${u.id} = ${id}) DESC, ${u.lastSeenAt} DESC
    LIMIT 50`,
  );
}

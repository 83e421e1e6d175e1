import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { selectRows } from './rows.js';

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
    SELECT u.id, u.login, u.nickname, u.email, u.balance, u.coin_balance, u.last_ip, u.banned_at, u.admin, u.board_excluded, u.created_at
    FROM users u
    WHERE NOT u.is_fake AND NOT u.is_bot AND (
      u.id = ${id} OR u.login ILIKE ${like} OR u.email ILIKE ${like} OR u.trade_url ILIKE ${like} OR u.nickname ILIKE ${like}
      OR u.steam_id = ${q} OR u.last_ip = ${q}
      OR EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND s.ip = ${q}))
    ORDER BY (u.id = ${id}) DESC, u.last_seen_at DESC
    LIMIT 50`,
  );
}

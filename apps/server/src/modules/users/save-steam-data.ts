import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';

/**
 * Stores the trade link and/or platform login given (checked by the caller); returns both as saved, or undefined
 * for no such user. Replacing a saved link by another stamps `trade_url_changed_at` (a first link does not).
 */
export async function saveSteamData(tx: DbOrTx, userId: number, data: { tradeUrl?: string; steamLogin?: string }) {
  const changed =
    data.tradeUrl === undefined
      ? {}
      : {
          tradeUrlChangedAt: sql`CASE WHEN ${users.tradeUrl} IS NOT NULL AND ${users.tradeUrl} <> ${data.tradeUrl} THEN now() ELSE ${users.tradeUrlChangedAt} END`,
        };
  const [saved] = await tx
    .update(users)
    .set({ ...data, ...changed })
    .where(eq(users.id, userId))
    .returning({ link: users.tradeUrl, login: users.steamLogin });
  return saved;
}

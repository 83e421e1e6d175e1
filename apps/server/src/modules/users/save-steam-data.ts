import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';

/** Stores the trade link and/or platform login given (checked by the caller); returns both as saved, or undefined for no such user. */
export async function saveSteamData(tx: DbOrTx, userId: number, data: { tradeUrl?: string; steamLogin?: string }) {
  const [saved] = await tx.update(users).set(data).where(eq(users.id, userId)).returning({ link: users.tradeUrl, login: users.steamLogin });
  return saved;
}

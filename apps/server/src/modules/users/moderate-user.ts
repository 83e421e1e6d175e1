import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';

/** The console's changes to a player's account; the caller locks the row and audits the change. */

/** Bans the player from now, with the reason they are shown. */
export async function banUser(tx: DbOrTx, userId: number, reason: string): Promise<void> {
  await tx.update(users).set({ bannedAt: new Date(), banReason: reason }).where(eq(users.id, userId));
}

/** Lifts the player's ban and its reason. */
export async function unbanUser(tx: DbOrTx, userId: number): Promise<void> {
  await tx.update(users).set({ bannedAt: null, banReason: null }).where(eq(users.id, userId));
}

/** Forgets the player's trade link: they must give one again before withdrawing. */
export async function clearTradeLink(tx: DbOrTx, userId: number): Promise<void> {
  await tx.update(users).set({ tradeUrl: null }).where(eq(users.id, userId));
}

/** Keeps the player off the leaderboards (streamer and test accounts), or puts them back. */
export async function setBoardExcluded(tx: DbOrTx, userId: number, excluded: boolean): Promise<void> {
  await tx.update(users).set({ boardExcluded: excluded }).where(eq(users.id, userId));
}

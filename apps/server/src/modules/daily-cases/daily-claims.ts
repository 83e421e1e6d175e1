import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/index.js';
import { dailyCaseClaims, dailyCases } from '../../platform/db/schema/index.js';

/** Marks the player's current daily period as announced; false when the period has moved on (or was marked) meanwhile. */
export async function markDailyCaseNotified(tx: Tx, userId: number, nextOpenAt: Date): Promise<boolean> {
  const [marked] = await tx
    .update(dailyCaseClaims)
    .set({ notifiedFor: nextOpenAt })
    .where(and(eq(dailyCaseClaims.userId, userId), eq(dailyCaseClaims.nextOpenAt, nextOpenAt)))
    .returning({ userId: dailyCaseClaims.userId });
  return marked !== undefined;
}

/** Makes a case the daily case of a level band on a game's site. */
export async function addDailyCase(tx: DbOrTx, row: typeof dailyCases.$inferInsert): Promise<void> {
  await tx.insert(dailyCases).values(row);
}

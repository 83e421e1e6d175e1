import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.js';
import { dailyCaseClaims } from '../../platform/db/schema/index.js';

/** Marks the player's current daily period as announced; false when the period has moved on (or was marked) meanwhile. */
export async function markDailyCaseNotified(tx: Tx, userId: number, nextOpenAt: Date): Promise<boolean> {
  const [marked] = await tx
    .update(dailyCaseClaims)
    .set({ notifiedFor: nextOpenAt })
    .where(and(eq(dailyCaseClaims.userId, userId), eq(dailyCaseClaims.nextOpenAt, nextOpenAt)))
    .returning({ userId: dailyCaseClaims.userId });
  return marked !== undefined;
}

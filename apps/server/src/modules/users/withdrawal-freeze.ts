import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';

/**
 * A player's withdrawal freeze (docs/decisions/055-chargebacks.md): set when the provider takes a deposit back,
 * lifted by the console. Withdrawal requests refuse while it is set.
 */

/** Freezes the player's withdrawals with the reason the console shows; a freeze already set keeps its time and reason. */
export async function freezeWithdrawals(tx: DbOrTx, userId: number, reason: string): Promise<void> {
  await tx
    .update(users)
    .set({ withdrawalsFrozenAt: new Date(), withdrawalsFrozenReason: reason })
    .where(and(eq(users.id, userId), isNull(users.withdrawalsFrozenAt)));
}

/** Lifts the freeze; false when there was none. */
export async function liftWithdrawalFreeze(tx: DbOrTx, userId: number): Promise<boolean> {
  const lifted = await tx
    .update(users)
    .set({ withdrawalsFrozenAt: null, withdrawalsFrozenReason: null })
    .where(and(eq(users.id, userId), isNotNull(users.withdrawalsFrozenAt)))
    .returning({ id: users.id });
  return lifted.length > 0;
}

/** Refuses with withdrawals_frozen while the player's withdrawals are frozen. */
export async function assertWithdrawalsOpen(tx: DbOrTx, userId: number): Promise<void> {
  const [row] = await tx.select({ frozenAt: users.withdrawalsFrozenAt }).from(users).where(eq(users.id, userId));
  if (row?.frozenAt) throw new AppError('withdrawals_frozen');
}

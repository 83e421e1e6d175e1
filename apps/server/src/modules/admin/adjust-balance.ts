import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/index.js';
import { balanceApprovals, users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { applyEntries, type WalletCurrency } from '../wallet/wallet.js';
import { recordAudit } from './audit.js';
import type { ConsoleActor } from './console-roles.js';

export interface BalanceAdjustment {
  userId: number;
  currency: WalletCurrency;
  /** Minor units, signed: positive credits, negative debits. */
  delta: number;
  reason: string;
  /** Chosen by the console per submitted form: a repeated submission changes the balance once. */
  key: string;
}

export type AdjustmentOutcome = { status: 'applied'; balance: number } | { status: 'pending'; approvalId: number };

/** Ledger reason of every console adjustment. */
export const ADJUSTMENT_REASON = 'admin_adjustment';

/** Moves the balance through the wallet under an idempotency key; throws balance_error when a debit does not fit. */
export async function applyAdjustment(tx: Tx, adjustment: Omit<BalanceAdjustment, 'key'>, idempotencyKey: string, ref: string): Promise<number | null> {
  const [result] = await applyEntries(tx, [
    {
      userId: adjustment.userId,
      currency: adjustment.currency,
      kind: adjustment.delta < 0 ? 'debit' : 'credit',
      amount: Math.abs(adjustment.delta),
      reason: ADJUSTMENT_REASON,
      ref,
      idempotencyKey,
    },
  ]);
  if (result === 'balance_error') throw new AppError('balance_error');
  if (result instanceof AppError) throw result;
  return result ?? null;
}

/**
 * Adjusts a player's balance or coins with a reason. Up to `thresholdMinor` the change is applied at once;
 * above it, it waits for a second console account's approval.
 */
export async function adjustBalance(db: Db, actor: ConsoleActor, adjustment: BalanceAdjustment, thresholdMinor: number): Promise<AdjustmentOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, balance: users.balance, coins: users.coinBalance }).from(users).where(eq(users.id, adjustment.userId));
    if (!user) throw new AppError('userNotFound');
    const target = `user:${adjustment.userId}`;
    if (Math.abs(adjustment.delta) > thresholdMinor) {
      const [pending] = await tx
        .insert(balanceApprovals)
        .values({ userId: adjustment.userId, currency: adjustment.currency, delta: adjustment.delta, reason: adjustment.reason, requestedBy: actor.userId, requestKey: adjustment.key })
        .onConflictDoNothing()
        .returning({ id: balanceApprovals.id });
      if (!pending) {
        const [earlier] = await tx.select({ id: balanceApprovals.id }).from(balanceApprovals).where(eq(balanceApprovals.requestKey, adjustment.key));
        return { status: 'pending', approvalId: earlier!.id };
      }
      await recordAudit(tx, actor, {
        action: 'balance.request',
        target,
        after: { approvalId: pending!.id, currency: adjustment.currency, delta: adjustment.delta },
        reason: adjustment.reason,
      });
      return { status: 'pending', approvalId: pending!.id };
    }
    const before = adjustment.currency === 'money' ? user.balance : user.coins;
    const balance = await applyAdjustment(tx, adjustment, `admin-adjust:${adjustment.key}`, `console:${actor.userId}`);
    // A repeated submission: the first one changed the balance and wrote the audit row.
    if (balance === null) return { status: 'applied', balance: before };
    await recordAudit(tx, actor, {
      action: 'balance.adjust',
      target,
      before: { currency: adjustment.currency, balance: before },
      after: { currency: adjustment.currency, balance, delta: adjustment.delta },
      reason: adjustment.reason,
    });
    return { status: 'applied', balance };
  });
}

import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/index.js';
import { balanceApprovals, users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { applyEntries, type WalletCurrency } from '../wallet/wallet.js';
import { recordAudit } from './audit.js';
import { refuseOwnAccount, windowTotal, type ValueLimits } from './console-limits.js';
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
export async function applyAdjustment(tx: Tx, adjustment: Pick<BalanceAdjustment, 'userId' | 'currency' | 'delta'>, idempotencyKey: string, ref: string): Promise<number | null> {
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

type AdjustmentRow = typeof balanceApprovals.$inferSelect;

/**
 * What an earlier request under the same key became: the same change answers as it stands; another change under
 * the key (another player, currency, amount or reason) is refused.
 */
function sameRequest(row: AdjustmentRow, adjustment: BalanceAdjustment, balance: number): AdjustmentOutcome {
  const same = row.kind === 'balance' && row.userId === adjustment.userId && row.currency === adjustment.currency && row.delta === adjustment.delta && row.reason === adjustment.reason;
  if (!same) throw new AppError('adjustment_key_reused');
  if (row.status === 'pending') return { status: 'pending', approvalId: row.id };
  if (row.status === 'rejected') throw new AppError('approval_not_pending');
  return { status: 'applied', balance };
}

/**
 * Adjusts a player's balance or coins with a reason. The change is applied at once while the player's changes within
 * the window (applied and pending, by size, this one included) stay within `limits.thresholdMinor`; beyond it, it
 * waits for a second console account's approval. A console account never adjusts its own player account.
 */
export async function adjustBalance(db: Db, actor: ConsoleActor, adjustment: BalanceAdjustment, limits: Pick<ValueLimits, 'thresholdMinor' | 'windowHours'>): Promise<AdjustmentOutcome> {
  refuseOwnAccount(actor, adjustment.userId);
  return db.transaction(async (tx) => {
    // The player's row lock makes one player's adjustments run one after another, so the window's sum holds.
    const [user] = await tx.select({ balance: users.balance, coins: users.coinBalance }).from(users).where(eq(users.id, adjustment.userId)).for('no key update');
    if (!user) throw new AppError('userNotFound');
    const before = adjustment.currency === 'money' ? user.balance : user.coins;
    const byKey = () => tx.select().from(balanceApprovals).where(eq(balanceApprovals.requestKey, adjustment.key));
    const [earlier] = await byKey();
    if (earlier) return sameRequest(earlier, adjustment, before);

    const total = await windowTotal(tx, adjustment.userId, adjustment.currency, limits.windowHours);
    const held = total + Math.abs(adjustment.delta) > limits.thresholdMinor;
    const [row] = await tx
      .insert(balanceApprovals)
      .values({
        kind: 'balance',
        userId: adjustment.userId,
        currency: adjustment.currency,
        delta: adjustment.delta,
        reason: adjustment.reason,
        requestedBy: actor.userId,
        requestKey: adjustment.key,
        status: held ? 'pending' : 'applied',
        ...(held ? {} : { decidedBy: actor.userId, decidedAt: sql`now()` }),
      })
      .onConflictDoNothing()
      .returning({ id: balanceApprovals.id });
    if (!row) {
      // The same key for another player, committed meanwhile.
      const [raced] = await byKey();
      return sameRequest(raced!, adjustment, before);
    }
    const target = `user:${adjustment.userId}`;
    if (held) {
      await recordAudit(tx, actor, {
        action: 'balance.request',
        target,
        after: { approvalId: row.id, currency: adjustment.currency, delta: adjustment.delta, windowTotal: total },
        reason: adjustment.reason,
      });
      return { status: 'pending', approvalId: row.id };
    }
    const balance = await applyAdjustment(tx, adjustment, `admin-adjust:${adjustment.key}`, `console:${actor.userId}`);
    // The ledger already holds the key from before requests were recorded: its contents cannot be compared.
    if (balance === null) throw new AppError('adjustment_key_reused');
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

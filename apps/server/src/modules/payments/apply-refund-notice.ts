import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { paymentChargebacks, paymentRefunds, payments } from '../../platform/db/schema/index.js';
import { freezeWithdrawals } from '../users/withdrawal-freeze.js';
import { samePersonIds } from '../risk/account-signals.js';
import { reverseFirstDepositBonus, reverseShares } from '../partners/reverse-accruals.js';
import { CHARGEBACK_REASON, takeWithDebt } from '../wallet/debt.js';
import { WebhookRejected, type ProviderName, type VerifiedRefund } from './providers/provider.js';
import type { Settlement } from './settle-payment.js';

/**
 * Applies a provider's refund or chargeback notice (docs/decisions/055-chargebacks.md), once per provider refund
 * id: the balance the payment brought (deposit and bonus money, in the notice's share of the payment) is taken
 * back through the wallet, down to zero and the rest as the player's debt, and the withdrawals of the player and
 * of their linked accounts are frozen. A notice for a refund the console started (one in flight or done for the payment) takes nothing again:
 * the console took the balance when it asked.
 */
export async function applyRefundNotice(db: Db, provider: ProviderName, notice: VerifiedRefund): Promise<Settlement> {
  return withTransaction(db, async (tx) => {
    // The payment's row first, as the console's refund and the deposit's settlement lock it: deliveries queue here.
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, notice.providerPaymentId)))
      .for('update');
    if (!payment) throw new WebhookRejected('unknown_payment', notice.providerPaymentId);
    if (payment.status !== 'success') throw new WebhookRejected('payment_not_credited', notice.providerPaymentId);
    if (notice.amount.currency !== payment.currency || notice.amount.value > payment.amount) {
      throw new WebhookRejected('amount_mismatch', notice.providerPaymentId);
    }
    const result = (outcome: Settlement['outcome']): Settlement => ({ outcome, userId: payment.userId, orderId: payment.orderId });

    const [seen] = await tx
      .select({ id: paymentChargebacks.id })
      .from(paymentChargebacks)
      .where(and(eq(paymentChargebacks.provider, provider), eq(paymentChargebacks.providerRefundId, notice.providerRefundId)));
    if (seen) return result('duplicate');

    // Partial refunds add up: together they never take back more than the payment brought.
    const [before] = await tx
      .select({ total: sql<string>`coalesce(sum(${paymentChargebacks.amount}), 0)::text` })
      .from(paymentChargebacks)
      .where(eq(paymentChargebacks.paymentId, payment.id));
    if (Number(before?.total ?? 0) + notice.amount.value > payment.amount) throw new WebhookRejected('amount_mismatch', notice.providerPaymentId);

    const base = { paymentId: payment.id, userId: payment.userId, provider, providerRefundId: notice.providerRefundId, kind: notice.kind, amount: notice.amount.value };
    const [ownRefund] = await tx
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, payment.id), ne(paymentRefunds.status, 'failed')));
    if (ownRefund) {
      await tx.insert(paymentChargebacks).values({ ...base, owed: 0, refundId: ownRefund.id });
      return result('refunded');
    }

    const owed = Math.floor(((payment.value + payment.bonusMoney) * notice.amount.value) / payment.amount);
    const taken =
      owed > 0
        ? await takeWithDebt(tx, {
            userId: payment.userId,
            amount: owed,
            reason: CHARGEBACK_REASON,
            ref: `payment:${payment.orderId}`,
            idempotencyKey: `payment:${provider}:${notice.providerRefundId}:chargeback`,
          })
        : { debited: 0, debt: 0 };
    // The player's withdrawals are frozen, and those of every account of the same person (docs/decisions/058).
    const reason = `${notice.kind}:${payment.orderId}`;
    for (const userId of [payment.userId, ...(await samePersonIds(tx, payment.userId))]) await freezeWithdrawals(tx, userId, reason);
    await tx.insert(paymentChargebacks).values({ ...base, owed, debited: taken.debited, debt: taken.debt, frozen: true });
    // What the player's play since the deposit earned (their referrer's commission, their rakeback) is taken back,
    // and the referral programme's first-deposit bonus the deposit brought, in the notice's share.
    const refundKey = `${provider}:${notice.providerRefundId}`;
    await reverseShares(tx, payment.userId, payment.createdAt, refundKey);
    await reverseFirstDepositBonus(tx, { userId: payment.userId, ref: `payment:${payment.orderId}`, part: notice.amount.value, whole: payment.amount }, refundKey);
    return result('refunded');
  });
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { payments } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { markRefundFailed, markRefundSucceeded, openRefund } from '../payments/payment-refunds.js';
import type { PaymentProvider } from '../payments/providers/provider.js';
import { applyEntries } from '../wallet/wallet.js';
import { reverseFirstDepositBonus, reverseShares } from '../partners/reverse-accruals.js';
import { recordAudit } from './audit.js';
import { refuseOwnAccount } from './console-limits.js';
import type { ConsoleActor } from './console-roles.js';

/** Ledger reason of the balance a refunded deposit takes back. */
export const REFUND_REASON = 'payment_refund';
/** Ledger reason of giving it back when the provider refused the refund. */
export const REFUND_RETURN_REASON = 'payment_refund_return';

export type RefundProvider = Pick<PaymentProvider, 'name' | 'refund'>;

/**
 * Refunds a successful deposit through its provider. The balance the deposit brought (the deposit and its bonus
 * money) is taken back through the wallet first, in the transaction that records the refund and its audit row;
 * the provider is asked after that commits. When it refuses, the wallet gives the balance back and the refund is
 * marked failed (another may then be tried). A provider without refunds, a payment that did not succeed, one
 * already refunded (or being refunded), a balance that no longer holds the deposit and a console account's own
 * payment are refused.
 */
export async function refundPayment(db: Db, provider: RefundProvider, actor: ConsoleActor, paymentId: number, reason: string): Promise<{ refundId: number; providerRefundId: string }> {
  const started = await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw new AppError('payment_not_found');
    refuseOwnAccount(actor, payment.userId);
    if (payment.provider !== provider.name || !provider.refund) throw new AppError('refund_unsupported', { provider: payment.provider });
    if (payment.status !== 'success' || !payment.providerPaymentId) throw new AppError('refund_not_allowed');
    const value = payment.value + payment.bonusMoney;
    const refundId = await openRefund(tx, { paymentId, value, requestedBy: actor.userId, reason });
    if (refundId === null) throw new AppError('refund_not_allowed');
    const [balance] = await applyEntries(tx, [
      { userId: payment.userId, currency: 'money', kind: 'debit', amount: value, reason: REFUND_REASON, ref: `payment:${paymentId}`, idempotencyKey: `payment-refund:${refundId}` },
    ]);
    if (balance === 'balance_error') throw new AppError('balance_error');
    if (balance instanceof AppError) throw balance;
    await recordAudit(tx, actor, {
      action: 'payment.refund',
      target: `payment:${paymentId}`,
      before: { status: payment.status, orderId: payment.orderId, value },
      after: { refundId, balance: typeof balance === 'number' ? balance : null },
      reason,
    });
    return { refundId, payment, value };
  });

  const { payment, refundId, value } = started;
  try {
    const { providerRefundId } = await provider.refund!({
      providerPaymentId: payment.providerPaymentId!,
      amount: payment.amount,
      currency: payment.currency,
      idempotenceKey: `refund-${refundId}`,
    });
    await markRefundSucceeded(db, refundId, providerRefundId);
    // What the player's play since the deposit earned (their referrer's commission, their rakeback) is taken back,
    // and the referral programme's first-deposit bonus the deposit brought.
    await db.transaction(async (tx) => {
      await reverseShares(tx, payment.userId, payment.createdAt, `refund:${refundId}`);
      await reverseFirstDepositBonus(tx, { userId: payment.userId, ref: `payment:${payment.orderId}`, part: payment.amount, whole: payment.amount }, `refund:${refundId}`);
    });
    return { refundId, providerRefundId };
  } catch (error) {
    await db.transaction(async (tx) => {
      if (!(await markRefundFailed(tx, refundId, error instanceof Error ? error.message.slice(0, 500) : 'refused'))) return;
      await applyEntries(tx, [
        { userId: payment.userId, currency: 'money', kind: 'credit', amount: value, reason: REFUND_RETURN_REASON, ref: `payment:${paymentId}`, idempotencyKey: `payment-refund-return:${refundId}` },
      ]);
    });
    throw new AppError('refund_provider_failed');
  }
}

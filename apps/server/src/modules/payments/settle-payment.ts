import { and, eq, sql } from 'drizzle-orm';
import type { Game } from '@tastydrop/domain';
import type { Db, Tx } from '../../platform/db/index.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { payments, promoActivations } from '../../platform/db/schema/index.js';
import { settleDebt } from '../wallet/debt.js';
import { credit } from '../wallet/wallet.js';
import { recordSignals } from '../risk/account-signals.js';
import { grantFirstDepositBonus } from '../partners/first-deposit-bonus.js';
import { defaultPartnerProgramme, type PartnerProgramme } from '../partners/programme.js';
import { depositCredit, type DepositCredit } from './deposit-credit.js';
import { lockPlayer } from './promo/apply-promo.js';
import { quoteDeposit } from './quote-deposit.js';
import { WebhookRejected, type ProviderName, type VerifiedNotification } from './providers/provider.js';

/** What a delivery did; `refunded`: a refund or chargeback notice took a payment back (apply-refund-notice.ts). */
export type SettleOutcome = 'credited' | 'failed' | 'pending' | 'duplicate' | 'refunded';

export interface Settlement {
  outcome: SettleOutcome;
  userId: number;
  orderId: string;
}

type PaymentRow = typeof payments.$inferSelect;

/** Works out and books what a successful deposit earns; the payment row is already won by this transaction. */
async function creditDeposit(tx: Tx, game: Game, payment: PaymentRow, partners: PartnerProgramme): Promise<void> {
  // The promo lock order (apply-promo.ts): the player's row before their activation.
  await lockPlayer(tx, payment.userId);
  const quote = await quoteDeposit(tx, game, payment);
  const { promo, levelBp, methodBp } = quote;
  let earned: DepositCredit = quote.earned;
  let activationId: number | null = null;
  if (earned.promoApplied && promo) {
    // The promo pays out once: only the deposit that flips it from active to used gets it.
    const [used] = await tx
      .update(promoActivations)
      .set({ status: 'used', paymentId: payment.id, usedAt: sql`now()` })
      .where(and(eq(promoActivations.id, promo.activationId), eq(promoActivations.status, 'active')))
      .returning({ id: promoActivations.id });
    if (used) activationId = used.id;
    else earned = depositCredit(payment.value, levelBp, methodBp, null);
  }

  const base = { userId: payment.userId, ref: `payment:${payment.orderId}` };
  const key = (part: string) => `payment:${payment.provider}:${payment.providerPaymentId}:${part}`;
  await credit(tx, { ...base, currency: 'money', amount: payment.value, reason: 'deposit', idempotencyKey: key('deposit') });
  if (earned.depositBonus > 0) {
    await credit(tx, { ...base, currency: 'money', amount: earned.depositBonus, reason: 'deposit_bonus', idempotencyKey: key('bonus') });
  }
  if (earned.promoMoney > 0) {
    await credit(tx, { ...base, currency: 'money', amount: earned.promoMoney, reason: 'promo_bonus', idempotencyKey: key('promo') });
  }
  if (earned.coins > 0) {
    await credit(tx, { ...base, currency: 'coins', amount: earned.coins, reason: 'promo_coins', idempotencyKey: key('coins') });
  }
  // A referred player's first deposit earns the referral programme's bonus too (docs/decisions/061-partners.md).
  await grantFirstDepositBonus(tx, { userId: payment.userId, amount: payment.value, ref: base.ref }, partners);
  // A debt a chargeback left is paid off first (docs/decisions/055-chargebacks.md); what is left is the player's.
  await settleDebt(tx, payment.userId, base.ref);
  await tx
    .update(payments)
    .set({ bonusMoney: earned.bonusMoney, bonusCoins: earned.coins, bonus: earned.bonus, promoActivationId: activationId })
    .where(eq(payments.id, payment.id));
}

/**
 * Applies a verified notification to its payment, once: the pending → success (or fail) change is a conditional
 * update, so of any number of repeated or concurrent deliveries exactly one credits the wallet; the wallet's
 * idempotency keys (by provider payment id) back that up.
 */
export async function settlePayment(
  db: Db,
  game: Game,
  provider: ProviderName,
  notification: VerifiedNotification,
  partners: PartnerProgramme = defaultPartnerProgramme(),
): Promise<Settlement> {
  return withTransaction(db, async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, notification.providerPaymentId)))
      .limit(1);
    if (!payment) throw new WebhookRejected('unknown_payment', notification.providerPaymentId);
    const { amount } = notification;
    if (amount && (amount.value !== payment.amount || amount.currency !== payment.currency)) {
      throw new WebhookRejected('amount_mismatch', notification.providerPaymentId);
    }
    const result = (outcome: SettleOutcome): Settlement => ({ outcome, userId: payment.userId, orderId: payment.orderId });
    if (notification.state === 'pending') return result(payment.status === 'pending' ? 'pending' : 'duplicate');

    const [won] = await tx
      .update(payments)
      .set({ status: notification.state, completedAt: sql`now()` })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    if (!won) return result('duplicate');
    if (notification.state === 'fail') return result('failed');
    // The paying card links the accounts that pay with it (docs/decisions/058).
    await recordSignals(tx, won.userId, [{ kind: 'card', value: notification.cardFingerprint }]);
    await creditDeposit(tx, game, won, partners);
    return result('credited');
  });
}

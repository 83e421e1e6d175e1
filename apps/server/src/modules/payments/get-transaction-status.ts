import { and, eq } from 'drizzle-orm';
import { toWire, type TransactionStatus } from '@tastydrop/domain';
import { payments } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { WebhookContext } from './handle-webhook.js';
import { ProviderError, WebhookRejected } from './providers/provider.js';
import { settlePayment } from './settle-payment.js';

type PaymentRow = typeof payments.$inferSelect;

function presentStatus(p: PaymentRow): TransactionStatus {
  return {
    orderId: p.orderId,
    status: p.status,
    value: toWire(p.value),
    amount: toWire(p.amount),
    currency: p.currency,
    bonusMoney: toWire(p.bonusMoney),
    bonus: p.bonus
      ? {
          coins: p.bonus.coins,
          prize: p.bonus.prize ? { ...p.bonus.prize, price: toWire(p.bonus.prize.price) } : null,
          sumPromo: p.bonus.sumPromo === null ? null : toWire(p.bonus.sumPromo),
        }
      : null,
  };
}

async function findOwn(ctx: WebhookContext, userId: number, orderId: string): Promise<PaymentRow> {
  const [row] = await ctx.db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.userId, userId))).limit(1);
  if (!row) throw new AppError('payment_not_found', { orderId });
  return row;
}

/**
 * GET /payments/transaction/status: the player's payment. A pending one is first checked with the provider
 * (when it can be asked), so a late or lost webhook does not leave the player waiting.
 */
export async function getTransactionStatus(ctx: WebhookContext, userId: number, orderId: string): Promise<TransactionStatus> {
  const payment = await findOwn(ctx, userId, orderId);
  if (payment.status !== 'pending' || !payment.providerPaymentId || payment.provider !== ctx.provider.name) return presentStatus(payment);
  try {
    const notification = await ctx.provider.fetchStatus(payment.providerPaymentId);
    if (!notification || notification.state === 'pending') return presentStatus(payment);
    await settlePayment(ctx.db, ctx.game, ctx.provider.name, notification, ctx.partners);
  } catch (error) {
    if (!(error instanceof ProviderError || error instanceof WebhookRejected)) throw error;
    ctx.log.warn({ err: error, orderId }, 'payment status check failed');
  }
  return presentStatus(await findOwn(ctx, userId, orderId));
}

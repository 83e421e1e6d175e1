import type { Game } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../core/app-error.js';
import type { Realtime } from '../../platform/realtime/hub.js';
import type { PartnerProgramme } from '../partners/programme.js';
import { applyRefundNotice } from './apply-refund-notice.js';
import { notifiedPaymentId, parseNotification } from './providers/notification.js';
import { isRefundNotice, WebhookRejected, type PaymentProvider, type WebhookDelivery } from './providers/provider.js';
import { recordWebhookEvent } from './record-webhook-event.js';
import { settlePayment, type Settlement } from './settle-payment.js';

export interface WebhookContext {
  db: Db;
  game: Game;
  provider: PaymentProvider;
  realtime: Realtime;
  /** The referral programme's settings (its first-deposit bonus). */
  partners: PartnerProgramme;
  log: { warn: (details: object, message: string) => void };
}

/** The payment id a refused body claims, for the log only (it is not trusted). */
function claimedPaymentId(rawBody: string): string | null {
  try {
    return notifiedPaymentId(parseNotification(rawBody));
  } catch {
    return null;
  }
}

/**
 * A provider's webhook: verified by the provider (signature, sender, API check), applied once, logged. A refused
 * delivery is logged with its reason and answered webhook_rejected; the reason is not told to the sender.
 */
export async function handleWebhook(ctx: WebhookContext, delivery: WebhookDelivery): Promise<Settlement> {
  const provider = ctx.provider.name;
  try {
    const notification = await ctx.provider.verifyWebhook(delivery);
    const settlement = isRefundNotice(notification)
      ? await applyRefundNotice(ctx.db, provider, notification)
      : await settlePayment(ctx.db, ctx.game, provider, notification, ctx.partners);
    await recordWebhookEvent(ctx.db, { provider, providerPaymentId: notification.providerPaymentId, outcome: settlement.outcome, ip: delivery.ip });
    return settlement;
  } catch (error) {
    if (!(error instanceof WebhookRejected)) throw error;
    const providerPaymentId = error.providerPaymentId ?? claimedPaymentId(delivery.rawBody);
    ctx.log.warn({ provider, reason: error.reason, providerPaymentId, ip: delivery.ip }, 'payment webhook rejected');
    await recordWebhookEvent(ctx.db, { provider, providerPaymentId, outcome: 'rejected', reason: error.reason, ip: delivery.ip });
    throw new AppError('webhook_rejected');
  }
}

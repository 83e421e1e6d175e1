import type { DbOrTx } from '../../platform/db/index.js';
import { paymentWebhookEvents } from '../../platform/db/schema/index.js';
import type { SettleOutcome } from './settle-payment.js';

/** Keeps every delivery and its outcome; refused ones carry the reason for the operator. */
export async function recordWebhookEvent(
  db: DbOrTx,
  event: { provider: string; providerPaymentId: string | null; outcome: SettleOutcome | 'rejected'; reason?: string; ip: string },
): Promise<void> {
  await db.insert(paymentWebhookEvents).values({
    provider: event.provider,
    providerPaymentId: event.providerPaymentId?.slice(0, 64) ?? null,
    outcome: event.outcome,
    reason: event.reason ?? null,
    ip: event.ip,
  });
}

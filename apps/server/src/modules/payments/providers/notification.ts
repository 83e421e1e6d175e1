import { z } from 'zod';
import { minorFromDecimal, WebhookRejected, type VerifiedRefund } from './provider.js';

const Amount = z.object({ value: z.string().max(32), currency: z.string().max(8) });

/**
 * A YooKassa notification (https://yookassa.ru/developers/using-api/webhooks); the sandbox sends the same shape.
 * The object is a payment, or for `refund.succeeded` a refund (its own id, the refunded `payment_id`, its status
 * and amount).
 */
export const ProviderNotification = z.object({
  type: z.literal('notification'),
  event: z.string().max(64),
  object: z.object({
    id: z.string().min(1).max(64),
    status: z.string().max(32),
    amount: Amount.optional(),
    payment_id: z.string().min(1).max(64).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ProviderNotification = z.infer<typeof ProviderNotification>;

/** YooKassa's event for a refund that went through. */
export const REFUND_EVENT = 'refund.succeeded';
/** The sandbox's own chargeback notice (YooKassa has no public chargeback event). */
export const CHARGEBACK_EVENT = 'payment.chargeback';

/** Parses a webhook body; anything unreadable is refused. */
export function parseNotification(rawBody: string): ProviderNotification {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejected('malformed_body');
  }
  const parsed = ProviderNotification.safeParse(json);
  if (!parsed.success) throw new WebhookRejected('malformed_body');
  return parsed.data;
}

/** The payment a notification is about: a refund's `payment_id`, else the object's own id. */
export function notifiedPaymentId(notification: ProviderNotification): string {
  return notification.object.payment_id ?? notification.object.id;
}

/** Reads a refund (or chargeback) object: a succeeded one with its payment and amount, or the body is refused. */
export function readRefund(kind: VerifiedRefund['kind'], object: ProviderNotification['object']): VerifiedRefund {
  const { id, status, amount, payment_id: paymentId } = object;
  if (!paymentId || !amount) throw new WebhookRejected('malformed_body', paymentId ?? null);
  if (status !== 'succeeded') throw new WebhookRejected('refund_not_succeeded', paymentId);
  const value = minorFromDecimal(amount.value);
  if (!Number.isSafeInteger(value) || value <= 0) throw new WebhookRejected('malformed_body', paymentId);
  return { kind, providerRefundId: id, providerPaymentId: paymentId, amount: { value, currency: amount.currency } };
}

/** The event a status is announced with. */
export function eventForStatus(status: string): string {
  if (status === 'succeeded') return 'payment.succeeded';
  if (status === 'canceled') return 'payment.canceled';
  return 'payment.waiting_for_capture';
}

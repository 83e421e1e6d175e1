import { z } from 'zod';
import { WebhookRejected } from './provider.js';

/** A YooKassa notification (https://yookassa.ru/developers/using-api/webhooks); the sandbox sends the same shape. */
export const ProviderNotification = z.object({
  type: z.literal('notification'),
  event: z.string().max(64),
  object: z.object({
    id: z.string().min(1).max(64),
    status: z.string().max(32),
    amount: z.object({ value: z.string().max(32), currency: z.string().max(8) }).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ProviderNotification = z.infer<typeof ProviderNotification>;

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

/** The event a status is announced with. */
export function eventForStatus(status: string): string {
  if (status === 'succeeded') return 'payment.succeeded';
  if (status === 'canceled') return 'payment.canceled';
  return 'payment.waiting_for_capture';
}

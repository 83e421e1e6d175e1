import { z } from 'zod';
import { CHARGEBACK_EVENT, parseNotification, readRefund, REFUND_EVENT } from './notification.js';
import {
  decimalFromMinor,
  mapYookassaStatus,
  minorFromDecimal,
  ProviderError,
  WebhookRejected,
  type PaymentProvider,
  type VerifiedNotification,
} from './provider.js';

export interface YookassaOptions {
  shopId: string;
  secretKey: string;
  /** API root, e.g. https://api.yookassa.ru/v3 (tests point it at a local fake). */
  apiUrl: string;
  /** Whether a notification may come from this address. */
  allowSender: (ip: string) => boolean;
  timeoutMs?: number;
}

/** The fields of YooKassa's payment object we read. */
const YookassaPayment = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.object({ value: z.string(), currency: z.string() }),
  confirmation: z.object({ type: z.string(), confirmation_url: z.string().optional() }).optional(),
  /** https://yookassa.ru/developers/api#payment_object_payment_method_bank_card: the card, once paid with one. */
  payment_method: z
    .object({
      type: z.string(),
      card: z.object({ first6: z.string().optional(), last4: z.string(), expiry_month: z.string(), expiry_year: z.string() }).optional(),
    })
    .optional(),
});
type YookassaPayment = z.infer<typeof YookassaPayment>;

/** The fields of YooKassa's refund object we read (GET /refunds/{id}). */
const YookassaRefund = z.object({
  id: z.string(),
  payment_id: z.string(),
  status: z.string(),
  amount: z.object({ value: z.string(), currency: z.string() }),
});

/** YooKassa's methods we map directions to. */
const METHODS = new Set(['bank_card', 'sbp', 'yoo_money']);

/**
 * YooKassa (API v3): payments are created with a redirect confirmation and captured at once. Notifications are
 * not signed, so a notification counts only when it comes from YooKassa's addresses and the payment object
 * fetched back from the API with our credentials says the same; the status and amount are the API's.
 */
export function createYookassaProvider(options: YookassaOptions): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;
  const timeout = options.timeoutMs ?? 10_000;

  async function call<T>(path: string, init: { method?: string; body?: string; idempotenceKey?: string } = {}, schema: z.ZodType<T> = YookassaPayment as unknown as z.ZodType<T>): Promise<T | null> {
    const headers: Record<string, string> = { authorization: auth, accept: 'application/json' };
    if (init.body) headers['content-type'] = 'application/json';
    // YooKassa repeats the first answer for a repeated key, so a retried create makes one payment.
    if (init.idempotenceKey) headers['idempotence-key'] = init.idempotenceKey;
    let response: Response;
    try {
      const url = `${options.apiUrl.replace(/\/+$/, '')}${path}`;
      response = await fetch(url, { method: init.method ?? 'GET', body: init.body, headers, signal: AbortSignal.timeout(timeout) });
    } catch (error) {
      throw new ProviderError('yookassa unreachable', { path, error: error instanceof Error ? error.message : String(error) });
    }
    if (response.status === 404) return null;
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new ProviderError(`yookassa answered ${response.status}`, { path, body });
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ProviderError('yookassa answered an unexpected body', { path });
    return parsed.data;
  }

  const read = (payment: YookassaPayment): VerifiedNotification => {
    const card = payment.payment_method?.card;
    return {
      providerPaymentId: payment.id,
      state: mapYookassaStatus(payment.status),
      amount: { value: minorFromDecimal(payment.amount.value), currency: payment.amount.currency },
      cardFingerprint: card ? `${card.first6 ?? ''}*${card.last4}:${card.expiry_month}/${card.expiry_year}` : null,
    };
  };

  return {
    name: 'yookassa',
    testMode: false,
    supports: (direction, currency) => currency === 'RUB' && direction.providerMethod !== null && METHODS.has(direction.providerMethod),
    mapStatus: mapYookassaStatus,
    async createPayment(input) {
      const payment = await call<YookassaPayment>('/payments', {
        method: 'POST',
        idempotenceKey: input.orderId,
        body: JSON.stringify({
          amount: { value: decimalFromMinor(input.amount), currency: input.currency },
          capture: true,
          confirmation: { type: 'redirect', return_url: input.returnUrl },
          description: input.description.slice(0, 128),
          metadata: { order_id: input.orderId },
          ...(input.method ? { payment_method_data: { type: input.method } } : {}),
        }),
      });
      const url = payment?.confirmation?.confirmation_url;
      if (!payment || !url) throw new ProviderError('yookassa gave no confirmation url');
      return { providerPaymentId: payment.id, confirmationUrl: url };
    },
    async verifyWebhook(delivery) {
      if (!options.allowSender(delivery.ip)) throw new WebhookRejected('sender_not_allowed');
      const notification = parseNotification(delivery.rawBody);
      const id = notification.object.id;
      // A refund counts as the API tells it, fetched back by its id; YooKassa announces no chargebacks.
      if (notification.event === REFUND_EVENT) {
        const claimed = notification.object.payment_id ?? null;
        const refund = await call(`/refunds/${encodeURIComponent(id)}`, {}, YookassaRefund).catch((error: unknown) => {
          if (error instanceof ProviderError) throw new WebhookRejected('provider_unreachable', claimed);
          throw error;
        });
        if (!refund) throw new WebhookRejected('unknown_refund', claimed);
        return readRefund('refund', refund);
      }
      if (notification.event === CHARGEBACK_EVENT || !notification.event.startsWith('payment.')) throw new WebhookRejected('unsupported_event', id);
      const payment = await call<YookassaPayment>(`/payments/${encodeURIComponent(id)}`).catch((error: unknown) => {
        if (error instanceof ProviderError) throw new WebhookRejected('provider_unreachable', id);
        throw error;
      });
      if (!payment) throw new WebhookRejected('unknown_payment', id);
      // A notification claiming a state the API does not confirm is forged (or stale): refuse it.
      if (mapYookassaStatus(notification.object.status) !== mapYookassaStatus(payment.status)) throw new WebhookRejected('status_mismatch', id);
      return read(payment);
    },
    async fetchStatus(providerPaymentId) {
      const payment = await call<YookassaPayment>(`/payments/${encodeURIComponent(providerPaymentId)}`);
      return payment ? read(payment) : null;
    },
  };
}

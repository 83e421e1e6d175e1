import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { decimalFromMinor, mapYookassaStatus, minorFromDecimal, WebhookRejected, type PaymentProvider } from './provider.js';
import { CHARGEBACK_EVENT, eventForStatus, parseNotification, readRefund, REFUND_EVENT } from './notification.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const SIGNATURE_PREFIX = 'sha256=';

/**
 * The sandbox's checkout pages: card methods get the card form of the site, the others a page of the server.
 * Both are on our own host, so the address is relative: the payer stays on the host they use (and signed in there).
 */
function sandboxCheckoutUrl(providerPaymentId: string, method: string | null): string {
  return method === 'bank_card'
    ? `/cardform?payment=${encodeURIComponent(providerPaymentId)}`
    : `/api/v1/payments/sandbox/checkout/${encodeURIComponent(providerPaymentId)}`;
}

export function signSandboxBody(secret: string, rawBody: string): string {
  return SIGNATURE_PREFIX + createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** The signed notification the sandbox sends when the payer picks an outcome. */
export function sandboxNotification(
  secret: string,
  payment: { providerPaymentId: string; orderId: string; amount: number; currency: string },
  status: 'succeeded' | 'canceled' | 'pending',
): { rawBody: string; signature: string } {
  const rawBody = JSON.stringify({
    type: 'notification',
    event: eventForStatus(status),
    object: {
      id: payment.providerPaymentId,
      status,
      amount: { value: decimalFromMinor(payment.amount), currency: payment.currency },
      metadata: { order_id: payment.orderId },
    },
  });
  return { rawBody, signature: signSandboxBody(secret, rawBody) };
}

/**
 * The signed notice of money going back to the payer: YooKassa's `refund.succeeded` with a refund object, or the
 * sandbox's own `payment.chargeback` in the same shape (docs/decisions/055-chargebacks.md).
 */
export function sandboxRefundNotification(
  secret: string,
  refund: { providerRefundId: string; providerPaymentId: string; amount: number; currency: string },
  kind: 'refund' | 'chargeback',
): { rawBody: string; signature: string } {
  const rawBody = JSON.stringify({
    type: 'notification',
    event: kind === 'refund' ? REFUND_EVENT : CHARGEBACK_EVENT,
    object: {
      id: refund.providerRefundId,
      payment_id: refund.providerPaymentId,
      status: 'succeeded',
      amount: { value: decimalFromMinor(refund.amount), currency: refund.currency },
      created_at: new Date().toISOString(),
    },
  });
  return { rawBody, signature: signSandboxBody(secret, rawBody) };
}

function headerValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * The default provider when no real one is configured: it takes every direction, charges nothing, lets the
 * payer choose the outcome on its checkout page and notifies us with an HMAC-SHA256 signed body.
 */
export function createSandboxProvider(options: { secret: string }): PaymentProvider {
  return {
    name: 'sandbox',
    testMode: true,
    supports: () => true,
    mapStatus: mapYookassaStatus,
    async createPayment(input) {
      const providerPaymentId = `sbx_${randomBytes(16).toString('hex')}`;
      return { providerPaymentId, confirmationUrl: sandboxCheckoutUrl(providerPaymentId, input.method) };
    },
    async verifyWebhook(delivery) {
      const given = Buffer.from(headerValue(delivery.headers[SANDBOX_SIGNATURE_HEADER]));
      const expected = Buffer.from(signSandboxBody(options.secret, delivery.rawBody));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookRejected('bad_signature');
      const notification = parseNotification(delivery.rawBody);
      if (notification.event === REFUND_EVENT) return readRefund('refund', notification.object);
      if (notification.event === CHARGEBACK_EVENT) return readRefund('chargeback', notification.object);
      const { amount } = notification.object;
      return {
        providerPaymentId: notification.object.id,
        state: mapYookassaStatus(notification.object.status),
        amount: amount ? { value: minorFromDecimal(amount.value), currency: amount.currency } : null,
      };
    },
    fetchStatus: async () => null,
    // Nothing was charged, so nothing moves; the same key answers with the same refund.
    async refund(input) {
      return { providerRefundId: `sbx_rf_${createHmac('sha256', options.secret).update(input.idempotenceKey).digest('hex').slice(0, 32)}` };
    },
  };
}

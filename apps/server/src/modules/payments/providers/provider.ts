import { fromWire, toWire } from '@tastydrop/domain';
/**
 * What the payments module needs from a payment provider (docs/decisions/009-payments.md): create a payment
 * and tell where to send the payer, verify and read a webhook, map the provider's statuses.
 */
export type PaymentState = 'pending' | 'success' | 'fail';
export type ProviderName = 'sandbox' | 'yookassa';

interface CreatePaymentInput {
  orderId: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  description: string;
  /** Where the payer comes back to (absolute). */
  returnUrl: string;
  /** The provider's own method type (YooKassa's bank_card, sbp, yoo_money), if the direction has one. */
  method: string | null;
  customer: { email?: string | undefined; phone?: string | undefined };
}

interface CreatedPayment {
  providerPaymentId: string;
  /** The provider's checkout page for the payer. */
  confirmationUrl: string;
}

export interface WebhookDelivery {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  ip: string;
}

/** A notification the provider vouches for: its payment id, state and amount (minor units). */
export interface VerifiedNotification {
  providerPaymentId: string;
  state: PaymentState;
  amount: { value: number; currency: string } | null;
  /**
   * The paying card as the provider describes it (YooKassa's `payment_method.card`: first six and last four digits
   * and expiry), joined into one fingerprint; absent when the provider tells none (the sandbox, non-card methods).
   */
  cardFingerprint?: string | null;
}

/**
 * A refund the provider made (YooKassa's `refund.succeeded`) or a chargeback it announces (the sandbox's
 * `payment.chargeback`; YooKassa publishes no chargeback event): money a payment gave is going back to the payer.
 */
export interface VerifiedRefund {
  kind: 'refund' | 'chargeback';
  /** The provider's id of the refund (or chargeback): the notice's identity. */
  providerRefundId: string;
  providerPaymentId: string;
  /** Minor units of `currency`. */
  amount: { value: number; currency: string };
}

/** What a verified webhook announces: a payment's state, or money going back. */
export type VerifiedNotice = VerifiedNotification | VerifiedRefund;

export const isRefundNotice = (notice: VerifiedNotice): notice is VerifiedRefund => 'providerRefundId' in notice;

/** A webhook that is not from the provider (bad signature, unknown sender, forged status). */
export class WebhookRejected extends Error {
  constructor(
    readonly reason: string,
    readonly providerPaymentId: string | null = null,
  ) {
    super(`webhook rejected: ${reason}`);
    this.name = 'WebhookRejected';
  }
}

/** The provider could not create or look up a payment. */
export class ProviderError extends Error {
  constructor(message: string, readonly detail: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Nothing is charged: the site says so plainly. */
  readonly testMode: boolean;
  /** Whether a direction in a currency can be paid through this provider. */
  supports(direction: { providerMethod: string | null }, currency: string): boolean;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Checks that a webhook comes from the provider and reads it; throws WebhookRejected otherwise. */
  verifyWebhook(delivery: WebhookDelivery): Promise<VerifiedNotice>;
  /** The provider's status word in our terms. */
  mapStatus(providerStatus: string): PaymentState;
  /** Asks the provider for a payment's current state (null when the provider only notifies). */
  fetchStatus(providerPaymentId: string): Promise<VerifiedNotification | null>;
  /**
   * Gives a payment's money back to the payer; absent when the provider cannot. The key makes a repeated
   * request refund once. Throws ProviderError when the provider refuses.
   */
  refund?(input: RefundInput): Promise<{ providerRefundId: string }>;
}

export interface RefundInput {
  providerPaymentId: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  idempotenceKey: string;
}

/** YooKassa's status words, which the sandbox speaks too. */
export function mapYookassaStatus(status: string): PaymentState {
  if (status === 'succeeded') return 'success';
  if (status === 'canceled') return 'fail';
  return 'pending';
}

/** A decimal amount string of the provider's API ("100.00") in minor units. */
export function minorFromDecimal(value: string): number {
  return fromWire(Number(value));
}

export function decimalFromMinor(minor: number): string {
  return toWire(minor).toFixed(2);
}

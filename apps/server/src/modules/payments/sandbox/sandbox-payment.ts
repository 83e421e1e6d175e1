import { and, eq } from 'drizzle-orm';
import { toWire, type Game, type PaymentOutcome, type SandboxPayment } from '@tastydrop/domain';
import type { Db } from '../../../platform/db/index.js';
import { paymentDirections, payments } from '../../../platform/db/schema/index.js';
import { AppError } from '../../../core/app-error.js';
import type { App } from '../../../platform/http/types.js';
import { SANDBOX_SIGNATURE_HEADER, sandboxNotification } from '../providers/sandbox-provider.js';
import { quoteDeposit } from '../quote-deposit.js';

const SANDBOX_WEBHOOK_PATH = '/api/v1/payments/webhook/sandbox';

const STATUS_OF_OUTCOME = { success: 'succeeded', fail: 'canceled', pending: 'pending' } as const;

async function findRow(db: Db, providerPaymentId: string) {
  const [row] = await db
    .select({ payment: payments, methodName: paymentDirections.name })
    .from(payments)
    .leftJoin(paymentDirections, eq(paymentDirections.id, payments.directionId))
    .where(and(eq(payments.provider, 'sandbox'), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1);
  if (!row) throw new AppError('payment_not_found');
  return row;
}

/** A sandbox payment as its checkout pages show it, with what the balance gets (a settled one: what it got). */
export async function getSandboxPayment(db: Db, game: Game, providerPaymentId: string): Promise<SandboxPayment> {
  const { payment, methodName } = await findRow(db, providerPaymentId);
  const bonus = payment.status === 'pending' ? (await quoteDeposit(db, game, payment)).earned : null;
  const credited = bonus ? payment.value + bonus.depositBonus + bonus.promoMoney : payment.status === 'success' ? payment.value + payment.bonusMoney : payment.value;
  return {
    orderId: payment.orderId,
    amount: toWire(payment.amount),
    currency: payment.currency,
    value: toWire(payment.value),
    credited: toWire(credited),
    methodName: methodName ?? '',
    status: payment.status,
  };
}

export const resultPath = (orderId: string) => `/refill/result?orderId=${encodeURIComponent(orderId)}`;

/**
 * The payer's choice on a sandbox checkout page: the sandbox sends our webhook the signed notification a real
 * provider would (through the app's own HTTP stack, so the same verification runs) and returns the payer.
 */
export async function decideSandboxPayment(app: App, db: Db, secret: string, providerPaymentId: string, outcome: PaymentOutcome): Promise<{ redirectUrl: string }> {
  const { payment } = await findRow(db, providerPaymentId);
  if (payment.status === 'pending') {
    const { rawBody, signature } = sandboxNotification(secret, { ...payment, providerPaymentId }, STATUS_OF_OUTCOME[outcome]);
    const delivered = await app.inject({
      method: 'POST',
      url: SANDBOX_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: rawBody,
    });
    if (delivered.statusCode !== 200) throw new Error(`sandbox webhook answered ${delivered.statusCode}: ${delivered.body}`);
  }
  return { redirectUrl: resultPath(payment.orderId) };
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/platform/db/index.js';
import { paymentDirections, payments, users } from '../src/platform/db/schema/index.js';
import type { App } from '../src/platform/http/types.js';
import { sandboxSecret } from '../src/modules/payments/providers/create-provider.js';
import { SANDBOX_SIGNATURE_HEADER, sandboxNotification } from '../src/modules/payments/providers/sandbox-provider.js';
import { seedPayments } from '../src/seed/payments.js';
import { bearer, createTestApp, type TestApp, type TestAppOptions } from './helpers.js';

/** The production app with the demo payment catalog and payment rate limits out of the way. */
export async function createPaymentsApp(options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createTestApp({ ...options, env: { PAYMENT_RATE_LIMIT: '100000', ...options.env } });
  await seedPayments(t.database.db);
  return t;
}

export async function directionId(db: Db, iso: string, systemName: string): Promise<number> {
  const [row] = await db
    .select({ id: paymentDirections.id })
    .from(paymentDirections)
    .where(and(eq(paymentDirections.countryIso, iso), eq(paymentDirections.systemName, systemName)));
  if (!row) throw new Error(`no direction ${iso}/${systemName}`);
  return row.id;
}

export interface StartInput {
  country?: string;
  system?: string;
  amount: number;
  additional?: Record<string, string>;
}

/** The adult date of birth every deposit needs first (idempotent: the first date given stays). */
export async function confirmAdult(t: TestApp, token: string) {
  await t.app.inject({ method: 'POST', url: '/api/v1/responsible-play/birth-date', headers: bearer(token), payload: { birth_date: '1990-01-01' } });
}

/** POST /transaction/start with a seeded method (RU bank card with an e-mail by default), as an adult player. */
export async function startPayment(t: TestApp, token: string, input: StartInput) {
  await confirmAdult(t, token);
  const country = input.country ?? 'RU';
  const id = await directionId(t.database.db, country, input.system ?? 'card');
  const additional = input.additional ?? (input.system === undefined || input.system === 'card' ? { email: 'player@mail.ru' } : {});
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/transaction/start',
    headers: bearer(token),
    payload: { amount: input.amount, payment_direction_id: id, country, additional },
  });
}

export async function paymentRow(db: Db, orderId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!row) throw new Error(`no payment ${orderId}`);
  return row;
}

/** A sandbox notification for a payment, signed with the app's key (or a forged one). */
export async function signedSandboxWebhook(t: TestApp, orderId: string, status: 'succeeded' | 'canceled' | 'pending', secret = sandboxSecret(t.config)) {
  const p = await paymentRow(t.database.db, orderId);
  const { rawBody, signature } = sandboxNotification(secret, { providerPaymentId: p.providerPaymentId!, orderId, amount: p.amount, currency: p.currency }, status);
  return { rawBody, signature, providerPaymentId: p.providerPaymentId! };
}

export function deliverSandbox(app: App, rawBody: string, signature: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: rawBody,
  });
}

export async function balancesOf(db: Db, userId: number): Promise<{ money: number; coins: number }> {
  const [row] = await db.select({ money: users.balance, coins: users.coinBalance }).from(users).where(eq(users.id, userId));
  return row!;
}

/** Starts a payment and has the sandbox settle it as paid; returns the order id. */
export async function paySandbox(t: TestApp, token: string, input: StartInput): Promise<string> {
  const started = await startPayment(t, token, input);
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.body}`);
  const { order_id: orderId } = started.json().data as { order_id: string };
  const { rawBody, signature } = await signedSandboxWebhook(t, orderId, 'succeeded');
  const delivered = await deliverSandbox(t.app, rawBody, signature);
  if (delivered.statusCode !== 200) throw new Error(`webhook failed: ${delivered.body}`);
  return orderId;
}

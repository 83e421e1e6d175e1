import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentWebhookEvents, payments, users } from '../src/platform/db/schema/index.js';
import { ConfigError, loadConfig } from '../src/platform/config.js';
import { createIpAllowList } from '../src/modules/payments/providers/ip-allowlist.js';
import { bookMismatches } from './ledger-check.js';
import { linkedAccounts } from '../src/modules/risk/account-signals.js';
import { bearer, registerUser, type TestApp } from './helpers.js';
import { startFakeYookassa, type FakeYookassa } from './fakes/yookassa-fake.js';
import { balancesOf, createPaymentsApp, paymentRow, startPayment } from './payments-fixtures.js';

let t: TestApp;
let fake: FakeYookassa;
beforeAll(async () => {
  fake = await startFakeYookassa();
  t = await createPaymentsApp({
    env: {
      PAYMENTS_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: fake.shopId,
      YOOKASSA_SECRET_KEY: fake.secretKey,
      YOOKASSA_API_URL: fake.apiUrl,
      // app.inject comes from 127.0.0.1; production keeps YooKassa's published ranges.
      YOOKASSA_WEBHOOK_IPS: '127.0.0.1, 185.71.76.0/27',
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function notify(body: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/v1/payments/webhook/yookassa', headers: { 'content-type': 'application/json' }, payload: body, remoteAddress });
}

async function startedCard(token: string, amount = 500): Promise<{ orderId: string; paymentId: string }> {
  const res = await startPayment(t, token, { amount });
  expect(res.statusCode, res.body).toBe(200);
  const orderId = res.json().data.order_id as string;
  return { orderId, paymentId: (await paymentRow(t.database.db, orderId)).providerPaymentId! };
}

async function events(paymentId: string) {
  return t.database.db
    .select({ outcome: paymentWebhookEvents.outcome, reason: paymentWebhookEvents.reason })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.providerPaymentId, paymentId));
}

describe('YooKassa', () => {
  it('offers only rouble methods YooKassa takes, not in test mode', async () => {
    const countries = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/countries' })).json().data as { country: { iso: string } }[];
    expect(countries.map((c) => c.country.iso)).toEqual(['RU']);
    const ru = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/countries/RU' })).json().data;
    expect(ru.test_mode).toBe(false);
    expect(ru.directions.payment_direction_data.map((d: { system_name: string }) => d.system_name)).toEqual(['card', 'sbp', 'card-biz', 'yoomoney']);
  });

  it('creates a redirect payment with our credentials and the order id as idempotence key', async () => {
    const { token } = await registerUser(t.app);
    const res = await startPayment(t, token, { amount: 750.5 });
    const { order_id: orderId, redirect_url: redirectUrl } = res.json().data;
    const create = fake.creates.at(-1)!;
    expect(create.idempotenceKey).toBe(orderId);
    expect(create.body).toMatchObject({
      amount: { value: '750.50', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: `http://localhost:3000/refill/result?orderId=${orderId}` },
      metadata: { order_id: orderId },
      payment_method_data: { type: 'bank_card' },
    });
    const row = await paymentRow(t.database.db, orderId);
    expect(redirectUrl).toBe(fake.payments.get(row.providerPaymentId!)!.confirmation.confirmation_url);
    expect(row.provider).toBe('yookassa');
  });

  it('credits a confirmed notification once, however often it arrives', async () => {
    const { token, userId } = await registerUser(t.app);
    const { orderId, paymentId } = await startedCard(token, 1000);
    fake.setStatus(paymentId, 'succeeded');
    const body = fake.notification(paymentId);
    const responses = await Promise.all(Array.from({ length: 10 }, () => notify(body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await balancesOf(t.database.db, userId)).toEqual({ money: 103_000, coins: 0 });
    expect((await paymentRow(t.database.db, orderId)).status).toBe('success');
    expect((await events(paymentId)).filter((e) => e.outcome === 'credited')).toHaveLength(1);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('links the accounts that pay with the same card, as YooKassa describes it', async () => {
    const card = { first6: '555555', last4: '4444', expiry_month: '07', expiry_year: '2030' };
    const payers = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
    for (const [i, payer] of payers.entries()) {
      const { paymentId } = await startedCard(payer.token, 300);
      fake.payWithCard(paymentId, i < 2 ? card : { ...card, last4: '1111' });
      fake.setStatus(paymentId, 'succeeded');
      expect((await notify(fake.notification(paymentId))).statusCode).toBe(200);
    }
    const samePerson = async (userId: number) => (await linkedAccounts(t.database.db, userId)).filter((a) => a.samePerson);
    expect(await samePerson(payers[0]!.userId)).toEqual([{ userId: payers[1]!.userId, samePerson: true, evidence: ['card'] }]);
    expect(await samePerson(payers[2]!.userId)).toEqual([]);
  });

  it('refuses and logs a notification the API does not confirm, an unknown payment and a stranger sender', async () => {
    const { token, userId } = await registerUser(t.app);
    const { orderId, paymentId } = await startedCard(token);
    const forged = await notify(fake.notification(paymentId, 'succeeded'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('webhook_rejected');
    fake.setStatus(paymentId, 'succeeded');
    expect((await notify(fake.notification(paymentId), '203.0.113.9')).statusCode).toBe(401);
    const unknown = JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: { id: 'no-such-payment', status: 'succeeded' } });
    expect((await notify(unknown)).statusCode).toBe(401);

    expect(await events(paymentId)).toEqual([
      { outcome: 'rejected', reason: 'status_mismatch' },
      { outcome: 'rejected', reason: 'sender_not_allowed' },
    ]);
    expect(await events('no-such-payment')).toEqual([{ outcome: 'rejected', reason: 'unknown_payment' }]);
    expect((await paymentRow(t.database.db, orderId)).status).toBe('pending');
    expect(await balancesOf(t.database.db, userId)).toEqual({ money: 0, coins: 0 });
  });

  it('takes back a refund.succeeded the API confirms, once, freezing withdrawals; a refund the API does not know is refused', async () => {
    const { token, userId } = await registerUser(t.app);
    const { orderId, paymentId } = await startedCard(token, 1000);
    fake.setStatus(paymentId, 'succeeded');
    expect((await notify(fake.notification(paymentId))).statusCode).toBe(200);
    const credited = (await balancesOf(t.database.db, userId)).money;
    const payment = await paymentRow(t.database.db, orderId);

    const refundId = fake.addRefund(paymentId, '400.00');
    const body = fake.refundNotification(refundId);
    expect((await Promise.all([notify(body), notify(body)])).map((r) => r.statusCode)).toEqual([200, 200]);
    const owed = Math.floor(((payment.value + payment.bonusMoney) * 40_000) / payment.amount);
    expect(await balancesOf(t.database.db, userId)).toEqual({ money: credited - owed, coins: 0 });
    expect((await events(paymentId)).map((e) => e.outcome)).toEqual(['credited', 'refunded', 'duplicate']);
    const [user] = await t.database.db.select({ frozenAt: users.withdrawalsFrozenAt }).from(users).where(eq(users.id, userId));
    expect(user!.frozenAt).not.toBeNull();

    const unknown = await notify(fake.refundNotification('no-such-refund'));
    expect(unknown.json().code).toBe('webhook_rejected');
    expect(await balancesOf(t.database.db, userId)).toEqual({ money: credited - owed, coins: 0 });
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('settles a pending payment from the API when the player checks its status', async () => {
    const { token, userId } = await registerUser(t.app);
    const paid = await startedCard(token);
    const canceled = await startedCard(token);
    const check = (orderId: string) => t.app.inject({ method: 'GET', url: `/api/v1/payments/transaction/status?orderId=${orderId}`, headers: bearer(token) });
    expect((await check(paid.orderId)).json().data.status).toBe('pending');
    fake.setStatus(paid.paymentId, 'succeeded');
    fake.setStatus(canceled.paymentId, 'canceled');
    expect((await check(paid.orderId)).json().data).toMatchObject({ status: 'success', value: 500 });
    expect((await check(canceled.orderId)).json().data.status).toBe('fail');
    expect(await balancesOf(t.database.db, userId)).toEqual({ money: 50_000, coins: 0 });
  });

  it('answers payment_provider_error when YooKassa fails, and the payment ends failed', async () => {
    const { token, userId } = await registerUser(t.app);
    fake.failNextCreate = true;
    const res = await startPayment(t, token, { amount: 500 });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('payment_provider_error');
    const rows = await t.database.db.select({ status: payments.status }).from(payments).where(eq(payments.userId, userId));
    expect(rows).toEqual([{ status: 'fail' }]);
  });

  it('has no sandbox pages or webhook', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payments/sandbox/checkout/sbx_x' })).json().code).toBe('route_not_found');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/payments/webhook/sandbox', payload: {} })).statusCode).toBe(404);
  });
});

describe('payment configuration', () => {
  it('needs the shop id and secret key for YooKassa', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '1' })).toThrow(ConfigError);
    expect(loadConfig({}).PAYMENTS_PROVIDER).toBe('sandbox');
  });

  it("matches YooKassa's sender ranges, IPv4 and IPv6", () => {
    const allowed = createIpAllowList(['185.71.76.0/27', '77.75.156.11', '2a02:5180::/32']);
    expect(allowed('185.71.76.31')).toBe(true);
    expect(allowed('185.71.76.32')).toBe(false);
    expect(allowed('::ffff:77.75.156.11')).toBe(true);
    expect(allowed('2a02:5180:0:1::5')).toBe(true);
    expect(allowed('not an ip')).toBe(false);
  });
});

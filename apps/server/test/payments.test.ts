import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ledger, paymentWebhookEvents } from '../src/platform/db/schema/index.js';
import { bookMismatches } from './ledger-check.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';
import {
  balancesOf,
  createPaymentsApp,
  deliverSandbox,
  directionId,
  paymentRow,
  paySandbox,
  signedSandboxWebhook,
  startPayment,
} from './payments-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createPaymentsApp();
});
afterAll(() => t.close());

async function startedOrder(token: string, input: Parameters<typeof startPayment>[2]): Promise<string> {
  const res = await startPayment(t, token, input);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { order_id: string }).order_id;
}

async function webhookEvents(providerPaymentId: string) {
  return t.database.db
    .select({ outcome: paymentWebhookEvents.outcome, reason: paymentWebhookEvents.reason })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.providerPaymentId, providerPaymentId));
}

describe('payment catalog', () => {
  it('lists countries with RU first and the custom country last', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments/countries' });
    const list = res.json().data as { country: { iso: string }; currency: { code: string; rate: number; symbol: string } }[];
    expect(list.map((c) => c.country.iso)).toEqual(['RU', 'KZ', 'BY', 'UZ', 'AZ', '00']);
    expect(list[0]!.currency).toMatchObject({ code: 'RUB', rate: 1, symbol: '₽', preliminary_amount: 500 });
    expect(list[1]!.currency).toMatchObject({ code: 'KZT', rate: 0.18 });
  });

  it('names the default country from the request, else the first payable country', async () => {
    const byHeader = await t.app.inject({ method: 'GET', url: '/api/v1/payments/countries/default', headers: { 'cf-ipcountry': 'KZ' } });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.json().data).toEqual({ iso: 'KZ' });
    const byLanguage = await t.app.inject({ method: 'GET', url: '/api/v1/payments/countries/default', headers: { 'accept-language': 'uz-UZ,ru;q=0.5' } });
    expect(byLanguage.json().data).toEqual({ iso: 'UZ' });
    const fallback = await t.app.inject({ method: 'GET', url: '/api/v1/payments/countries/default', headers: { 'accept-language': 'en-US' } });
    expect(fallback.json().data).toEqual({ iso: 'RU' });
  });

  it('gives a country with sum buttons, methods of types 1-4, limits, bonus and extra fields, in test mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments/countries/ru' });
    expect(res.statusCode).toBe(200);
    const ru = res.json().data;
    expect(ru.test_mode).toBe(true);
    expect(ru.buttons.country_sum_button_data.desktop.map((b: { sum: number }) => b.sum)).toEqual([100, 300, 500, 1000, 2500, 5000]);
    expect(ru.buttons.country_sum_button_data.mobile).toHaveLength(4);
    const methods = ru.directions.payment_direction_data as Record<string, unknown>[];
    expect(new Set(methods.map((m) => m.type))).toEqual(new Set([1, 2, 3, 4]));
    const sbp = methods.find((m) => m.system_name === 'sbp')!;
    expect(sbp).toMatchObject({ bonus_percent: 3, minimal_amount: 100, maximal_amount: 300_000, payment_direction_type_name: 'common' });
    expect(sbp.sort).toEqual({ desktop: 1, mobile: -1 });
    expect(sbp.additional_info).toEqual([{ name: 'phone', label: 'Номер телефона', default_value: null, options: null, required: true }]);
    const skins = methods.find((m) => m.system_name === 'skins')!;
    expect(skins).toMatchObject({ type: 2, maximal_amount: 0, bonus_percent: 10 });
    expect(methods.some((m) => String(m.name).includes('.biz'))).toBe(true);
    const art = await t.app.inject({ method: 'GET', url: String(sbp.img) });
    expect(art.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers dataNotFound for an unknown country', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments/countries/XX' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('dataNotFound');
  });

  it('gives the bonus levels ascending', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments/bonus/levels' });
    expect(res.json().data).toEqual([
      { limit: 1000, bonus_multiplier: 0.03 },
      { limit: 3000, bonus_multiplier: 0.05 },
      { limit: 10000, bonus_multiplier: 0.07 },
      { limit: 25000, bonus_multiplier: 0.1 },
    ]);
  });
});

describe('starting a payment', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/payments/transaction/start', payload: {} });
    expect(res.json().code).toBe('authentication');
  });

  it("keeps the amount within the method's limits", async () => {
    const { token } = await registerUser(t.app);
    for (const amount of [99.99, 100_000.01]) {
      const res = await startPayment(t, token, { amount });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'payment_amount_invalid', parameters: { min: 100, max: 100_000, currency: 'RUB' } });
    }
    expect((await startPayment(t, token, { amount: 100 })).statusCode).toBe(200);
  });

  it("refuses a method of another country and an unknown one", async () => {
    const { token } = await registerUser(t.app);
    const kaspi = await directionId(t.database.db, 'KZ', 'kaspi');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/transaction/start',
      headers: bearer(token),
      payload: { amount: 500, payment_direction_id: kaspi, country: 'RU' },
    });
    expect(res.json().code).toBe('payment_method_not_found');
  });

  it('validates the extra fields: e-mail, phone by country, document number, options', async () => {
    const { token } = await registerUser(t.app);
    const fields = async (input: Parameters<typeof startPayment>[2]) => (await startPayment(t, token, input)).json().parameters?.fields;
    expect(await fields({ amount: 500, additional: {} })).toEqual({ 'additional.email': 'required' });
    expect(await fields({ amount: 500, additional: { email: 'player@mail' } })).toEqual({ 'additional.email': 'email' });
    expect(await fields({ amount: 500, system: 'sbp', additional: { phone: '+7 912' } })).toEqual({ 'additional.phone': 'phone' });
    const kaspi = { first_name: 'Айгерим', last_name: 'Сапарова', doc_type: 'visa', doc_number: '8801-AB', phone: '+7 701 234 56 78' };
    expect(await fields({ country: 'KZ', system: 'kaspi', amount: 5000, additional: kaspi })).toEqual({
      'additional.doc_type': 'option',
      'additional.doc_number': 'docNumber',
    });
  });

  it('records a pending payment with the value in roubles and sends the payer to the sandbox checkout', async () => {
    const { token, userId } = await registerUser(t.app);
    const card = await startPayment(t, token, { amount: 500 });
    expect(card.json().data).toMatchObject({ status: 'pending', redirect_url: expect.stringMatching(/^\/cardform\?payment=sbx_[0-9a-f]{32}$/) });

    const kaspi = { first_name: 'Айгерим', last_name: 'Сапарова', doc_type: 'iin', doc_number: '880101-300123', phone: '8 701 234 56 78' };
    const kz = await startPayment(t, token, { country: 'KZ', system: 'kaspi', amount: 5000, additional: kaspi });
    expect(kz.statusCode, kz.body).toBe(200);
    expect(kz.json().data.redirect_url).toMatch(/^\/api\/v1\/payments\/sandbox\/checkout\/sbx_/);
    const row = await paymentRow(t.database.db, kz.json().data.order_id);
    expect(row).toMatchObject({ userId, status: 'pending', currency: 'KZT', amount: 500_000, value: 90_000, provider: 'sandbox' });
    expect(row.additional.phone).toBe('+77012345678');

    const status = await t.app.inject({ method: 'GET', url: `/api/v1/payments/transaction/status?orderId=${row.orderId}`, headers: bearer(token) });
    expect(status.json().data).toEqual({ order_id: row.orderId, status: 'pending', value: 900, amount: 5000, currency: 'KZT', bonus_money: 0, bonus: null });
    const stranger = await registerUser(t.app);
    const hidden = await t.app.inject({ method: 'GET', url: `/api/v1/payments/transaction/status?orderId=${row.orderId}`, headers: bearer(stranger.token) });
    expect(hidden.json().code).toBe('payment_not_found');
  });
});

describe('sandbox checkout', () => {
  it('shows a test-mode page where the payer picks success, and the deposit is credited with its bonus', async () => {
    const { token, userId } = await registerUser(t.app);
    const orderId = await startedOrder(token, { system: 'sbp', amount: 1000, additional: { phone: '+79123456789' } });
    const { providerPaymentId } = await signedSandboxWebhook(t, orderId, 'succeeded');
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/payments/sandbox/checkout/${providerPaymentId}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Тестовый режим');
    expect(page.body).toContain('Деньги не списываются');
    expect(page.body).toContain('value="success"');
    // The checkout says what the balance gets: 1000 ₽ with the 3 % level and the 3 % SBP bonus, as credited below.
    expect(page.body).toContain('<dt>На баланс</dt><dd>1060.00 ₽</dd>');
    const info = await t.app.inject({ method: 'GET', url: `/api/v1/payments/sandbox/payments/${providerPaymentId}` });
    expect(info.json().data).toMatchObject({ value: 1000, credited: 1060 });

    const chosen = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/checkout/${providerPaymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe(`/refill/result?orderId=${orderId}`);
    // 1000 ₽ reaches the 3 % level, and SBP adds its own 3 %.
    expect(await balancesOf(t.database.db, userId)).toEqual({ money: 106_000, coins: 0 });
    const status = await t.app.inject({ method: 'GET', url: `/api/v1/payments/transaction/status?orderId=${orderId}`, headers: bearer(token) });
    expect(status.json().data).toMatchObject({ status: 'success', value: 1000, bonus_money: 60, bonus: null });
    const again = await t.app.inject({ method: 'GET', url: `/api/v1/payments/sandbox/checkout/${providerPaymentId}` });
    expect(again.body).not.toContain('value="success"');
  });

  it('turns a failure into a failed payment with no credit, and keeps a pending one pending', async () => {
    const { token, userId } = await registerUser(t.app);
    const failed = await startedOrder(token, { amount: 300 });
    const { providerPaymentId } = await signedSandboxWebhook(t, failed, 'canceled');
    const info = await t.app.inject({ method: 'GET', url: `/api/v1/payments/sandbox/payments/${providerPaymentId}` });
    expect(info.json().data).toMatchObject({ order_id: failed, amount: 300, currency: 'RUB', method_name: 'Банковская карта', status: 'pending' });
    const decided = await t.app.inject({ method: 'POST', url: `/api/v1/payments/sandbox/payments/${providerPaymentId}/decide`, payload: { outcome: 'fail' } });
    expect(decided.json().data).toEqual({ redirect_url: `/refill/result?orderId=${failed}` });
    expect((await paymentRow(t.database.db, failed)).status).toBe('fail');

    const waiting = await startedOrder(token, { amount: 300 });
    const pending = await signedSandboxWebhook(t, waiting, 'pending');
    await t.app.inject({ method: 'POST', url: `/api/v1/payments/sandbox/payments/${pending.providerPaymentId}/decide`, payload: { outcome: 'pending' } });
    expect((await paymentRow(t.database.db, waiting)).status).toBe('pending');
    expect(await balancesOf(t.database.db, userId)).toEqual({ money: 0, coins: 0 });
  });

  it('answers an unknown payment with a not-found page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/payments/sandbox/checkout/sbx_nope' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Платёж не найден');
  });
});

describe('webhooks', () => {
  it('credit once when the same webhook arrives 10 times at once', async () => {
    const { token, userId } = await registerUser(t.app);
    const orderId = await startedOrder(token, { amount: 3000 });
    const { rawBody, signature, providerPaymentId } = await signedSandboxWebhook(t, orderId, 'succeeded');
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliverSandbox(t.app, rawBody, signature)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    // 3000 ₽ reaches the 5 % level.
    expect(await balancesOf(t.database.db, userId)).toEqual({ money: 315_000, coins: 0 });
    const deposits = await t.database.db.select().from(ledger).where(and(eq(ledger.userId, userId), eq(ledger.reason, 'deposit')));
    expect(deposits).toHaveLength(1);
    const outcomes = (await webhookEvents(providerPaymentId)).map((e) => e.outcome).sort();
    expect(outcomes).toEqual(['credited', ...Array(9).fill('duplicate')]);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('refuse and log a forged signature, a tampered body and an amount that is not the payment', async () => {
    const { token, userId } = await registerUser(t.app);
    const orderId = await startedOrder(token, { amount: 500 });
    const forged = await signedSandboxWebhook(t, orderId, 'succeeded', 'not-the-sandbox-secret-0123456789');
    const refused = await deliverSandbox(t.app, forged.rawBody, forged.signature);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'webhook_rejected', parameters: {} });

    const genuine = await signedSandboxWebhook(t, orderId, 'succeeded');
    const tampered = genuine.rawBody.replace('"500.00"', '"50000.00"');
    expect((await deliverSandbox(t.app, tampered, genuine.signature)).statusCode).toBe(401);

    const { rawBody, signature } = await signedSandboxWebhook(t, orderId, 'succeeded');
    const row = await paymentRow(t.database.db, orderId);
    const other = rawBody.replace('"500.00"', '"5000.00"');
    const { signSandboxBody } = await import('../src/modules/payments/providers/sandbox-provider.js');
    const { sandboxSecret } = await import('../src/modules/payments/providers/create-provider.js');
    expect(signature).not.toBe(signSandboxBody(sandboxSecret(t.config), other));
    expect((await deliverSandbox(t.app, other, signSandboxBody(sandboxSecret(t.config), other))).statusCode).toBe(401);

    expect(await webhookEvents(row.providerPaymentId!)).toEqual([
      { outcome: 'rejected', reason: 'bad_signature' },
      { outcome: 'rejected', reason: 'bad_signature' },
      { outcome: 'rejected', reason: 'amount_mismatch' },
    ]);
    expect((await paymentRow(t.database.db, orderId)).status).toBe('pending');
    expect(await balancesOf(t.database.db, userId)).toEqual({ money: 0, coins: 0 });
  });

  it('refuse a notification for a payment we never made, and a body that is not a notification', async () => {
    const { signSandboxBody } = await import('../src/modules/payments/providers/sandbox-provider.js');
    const { sandboxSecret } = await import('../src/modules/payments/providers/create-provider.js');
    const body = JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: { id: 'sbx_unknown', status: 'succeeded' } });
    const res = await deliverSandbox(t.app, body, signSandboxBody(sandboxSecret(t.config), body));
    expect(res.statusCode).toBe(401);
    expect(await webhookEvents('sbx_unknown')).toEqual([{ outcome: 'rejected', reason: 'unknown_payment' }]);
    const junk = '{"hello":';
    expect((await deliverSandbox(t.app, junk, signSandboxBody(sandboxSecret(t.config), junk))).statusCode).toBe(401);
  });

  it('never credit a payment that failed first', async () => {
    const { token, userId } = await registerUser(t.app);
    const orderId = await startedOrder(token, { amount: 500 });
    const fail = await signedSandboxWebhook(t, orderId, 'canceled');
    expect((await deliverSandbox(t.app, fail.rawBody, fail.signature)).statusCode).toBe(200);
    const late = await signedSandboxWebhook(t, orderId, 'succeeded');
    expect((await deliverSandbox(t.app, late.rawBody, late.signature)).statusCode).toBe(200);
    expect((await paymentRow(t.database.db, orderId)).status).toBe('fail');
    expect(await balancesOf(t.database.db, userId)).toEqual({ money: 0, coins: 0 });
  });

  it('credit a foreign-currency deposit at its rate', async () => {
    const { token, userId } = await registerUser(t.app);
    await paySandbox(t, token, { country: '00', system: 'skins', amount: 20 });
    // 20 USD × 92 = 1840 ₽; the 3 % level and the skins method's 10 %.
    expect(await balancesOf(t.database.db, userId)).toEqual({ money: 184_000 + 5_520 + 18_400, coins: 0 });
  });
});

describe('rate limits', () => {
  it('limit payment calls per minute', async () => {
    const limited = await createTestApp({ database: t.database, env: { PAYMENT_RATE_LIMIT: '2' } });
    try {
      const { token } = await registerUser(limited.app);
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await limited.app.inject({ method: 'GET', url: '/api/v1/payments/promo/info/NOPE', headers: bearer(token) });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

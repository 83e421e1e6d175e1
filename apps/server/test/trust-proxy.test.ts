import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.js';
import { bookMismatches } from './ledger-check.js';
import type { Database } from '../src/platform/db/index.js';
import { createTestApp, createTestDatabase, registerUser, type TestApp } from './helpers.js';
import { startFakeYookassa, type FakeYookassa } from './fakes/yookassa-fake.js';
import { balancesOf, createPaymentsApp, paymentRow, startPayment } from './payments-fixtures.js';

const PROXY = '127.0.0.1';

describe('TRUST_PROXY setting', () => {
  const parse = (value: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).TRUST_PROXY;

  it('takes false, a hop count or proxy addresses and ranges', () => {
    expect(parse('false')).toBe(false);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 127.0.0.1, ::1, fd00::/8, loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses a plain true, which would trust every hop, and anything else that is not an address', () => {
    for (const value of ['true', 'yes', '10.0.0.0/33', '10.0.0.1/8/2', 'proxy.local']) {
      expect(() => parse(value), value).toThrow(ConfigError);
    }
  });
});

describe('spoofed X-Forwarded-For on per-IP limits', () => {
  // One database for the apps of both settings: each app counts in its own memory.
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  for (const setting of [PROXY, '1']) {
    it(`keeps counting the real client behind TRUST_PROXY=${setting}`, async () => {
      const t = await createTestApp({ database, env: { TRUST_PROXY: setting, AUTH_RATE_LIMIT: '2' } });
      try {
        const codes: number[] = [];
        for (let i = 0; i < 3; i += 1) {
          // The client writes its own entry first; the proxy appends the address it really saw.
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/v1/auth/registration/quick',
            remoteAddress: PROXY,
            headers: { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.7` },
          });
          codes.push(res.statusCode);
        }
        expect(codes).toEqual([200, 200, 429]);
      } finally {
        await t.close();
      }
    });
  }
});

describe('request ids', () => {
  it('take the trusted proxy’s X-Request-Id, never a direct client’s, and name every answer', async () => {
    const database = await createTestDatabase();
    const behind = await createTestApp({ database, env: { TRUST_PROXY: PROXY } });
    const direct = await createTestApp({ database });
    try {
      const proxied = await behind.app.inject({ method: 'GET', url: '/healthz', remoteAddress: PROXY, headers: { 'x-request-id': 'haproxy-7f3a' } });
      expect(proxied.headers['x-request-id']).toBe('haproxy-7f3a');
      const chosen = await direct.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'chosen-by-client' } });
      expect(chosen.headers['x-request-id']).toMatch(/^req-/);
    } finally {
      await behind.close();
      await direct.close();
      await database.close();
    }
  });
});

describe('spoofed X-Forwarded-For on the payment sender allow-list', () => {
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
        YOOKASSA_WEBHOOK_IPS: '185.71.76.0/27',
        TRUST_PROXY: PROXY,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  function notify(body: string, remoteAddress: string, forwardedFor: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/yookassa',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: body,
      remoteAddress,
    });
  }

  it('credits only a notification the proxy saw coming from YooKassa', async () => {
    const { token, userId } = await registerUser(t.app);
    const started = await startPayment(t, token, { amount: 500 });
    expect(started.statusCode, started.body).toBe(200);
    const orderId = started.json().data.order_id as string;
    const paymentId = (await paymentRow(t.database.db, orderId)).providerPaymentId!;
    fake.setStatus(paymentId, 'succeeded');
    const body = fake.notification(paymentId);
    const before = await balancesOf(t.database.db, userId);

    // A stranger claiming YooKassa's address, directly or through our proxy.
    expect((await notify(body, '203.0.113.9', '185.71.76.1')).statusCode).toBe(401);
    expect((await notify(body, PROXY, '185.71.76.1, 203.0.113.9')).statusCode).toBe(401);
    expect(await balancesOf(t.database.db, userId)).toEqual(before);

    // YooKassa itself, as our proxy reports it.
    expect((await notify(body, PROXY, '185.71.76.1')).statusCode).toBe(200);
    expect((await balancesOf(t.database.db, userId)).money).toBeGreaterThan(before.money);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });
});

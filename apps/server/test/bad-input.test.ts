import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairnessSeeds, openings } from '../src/platform/db/schema/index.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedFixtureCatalog(t.database.db);
});
afterAll(async () => {
  await t.close();
});

function expectValidation(res: { statusCode: number; json: () => { code: string } }) {
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('validation');
}

describe('bad input answers validation', () => {
  it('ids beyond their column range', async () => {
    const { token } = await registerUser(t.app);
    expectValidation(await t.app.inject({ method: 'GET', url: '/api/v1/users/2147483648' }));
    expectValidation(await t.app.inject({ method: 'GET', url: '/api/v1/inventory/get?user_id=2147483648' }));
    expectValidation(await t.app.inject({ method: 'POST', url: '/api/v1/inventory/sell', headers: bearer(token), payload: { id: 1e20 } }));
    // The largest int4 is a valid id that simply does not exist.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/2147483647' })).statusCode).toBe(404);
  });

  it('NUL bytes in a path, a query or a body', async () => {
    const { token } = await registerUser(t.app);
    expectValidation(await t.app.inject({ method: 'GET', url: '/api/v1/payments/promo/info/guest/a%00b' }));
    expectValidation(await t.app.inject({ method: 'GET', url: '/api/v1/unique-items?search=a%00b' }));
    expectValidation(await t.app.inject({ method: 'POST', url: '/api/v1/payments/promo/apply', headers: bearer(token), payload: { code: 'A\u0000B' } }));
    expectValidation(await t.app.inject({ method: 'POST', url: '/api/v1/users/sessions', payload: { fbp: 'x\u0000' } }));
  });

  it('unpaired surrogates in a JSON value or key (a URL cannot carry one: its bytes are UTF-8)', async () => {
    for (const text of ['\ud800', 'a\udc00b', '\udbff\ud800']) {
      expectValidation(await t.app.inject({ method: 'POST', url: '/api/v1/users/sessions', payload: { utm_source: text } }));
      expectValidation(await t.app.inject({ method: 'POST', url: '/api/v1/users/sessions', payload: { utm_content: 'x', [text]: 'y' } }));
    }
    // A whole pair is text like any other.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users/sessions', payload: { utm_source: 'promo 😀' } })).statusCode).toBe(200);
  });

  it('money amounts finer than a kopeck', async () => {
    const fixtures = await createTestApp({ database: t.database, env: { TEST_FIXTURES: 'true' } });
    try {
      const { token } = await registerUser(fixtures.app);
      const creditOf = (amount: number) => fixtures.app.inject({ method: 'POST', url: '/api/test/credit', headers: bearer(token), payload: { amount } });
      for (const amount of [0.001, 1.005, 10.999]) expectValidation(await creditOf(amount));
      expectValidation(
        await fixtures.app.inject({ method: 'POST', url: '/api/v1/payments/transaction/start', headers: bearer(token), payload: { amount: 100.005, payment_direction_id: 1, country: 'RU' } }),
      );
      expect((await creditOf(0.29)).json().data).toEqual({ balance: 0.29 });
    } finally {
      await fixtures.close();
    }
  });

  it('JSON nested 10,000 deep', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    expectValidation(await t.app.inject({ method: 'POST', url: '/api/v1/seo/get', headers: { 'content-type': 'application/json' }, payload: `{"url":${deep}}` }));
    expectValidation(await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: deep }));
  });

  it('a boolean that is not a boolean word', async () => {
    expectValidation(await t.app.inject({ method: 'POST', url: '/api/v1/live_drop', payload: { is_top: 'maybe' } }));
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/live_drop', payload: { is_top: 'false' } })).statusCode).toBe(200);
  });
});

describe('empty bodies take the defaults', () => {
  it('an empty JSON body opens one case and lists the latest drops', async () => {
    const { token, userId } = await registerUser(t.app);
    await credit(t.database.db, { userId, currency: 'money', amount: 10_000, reason: 'test_fixture' });
    const json = { 'content-type': 'application/json' };
    const opened = await t.app.inject({ method: 'POST', url: '/api/v1/cases/basic/open', headers: { ...bearer(token), ...json }, payload: '' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await t.database.db.select().from(openings).where(eq(openings.userId, userId))).toHaveLength(1);
    const drops = await t.app.inject({ method: 'POST', url: '/api/v1/live_drop', headers: json, payload: '' });
    expect(drops.statusCode, drops.body).toBe(200);
    expect(Array.isArray(drops.json().data)).toBe(true);
  });
});

describe('concurrent seed rotation', () => {
  it('20 rotations at once all succeed and leave one active pair', async () => {
    const { token, userId } = await registerUser(t.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: '/api/v1/provably-fair/rotate', headers: bearer(token) })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const rows = await t.database.db.select().from(fairnessSeeds).where(eq(fairnessSeeds.userId, userId));
    expect(rows).toHaveLength(21);
    expect(rows.filter((r) => r.active)).toHaveLength(1);
    // Each rotation revealed a different pair.
    const revealed = responses.map((r) => r.json().data.previous.server_seed as string);
    expect(new Set(revealed).size).toBe(20);
  });
});

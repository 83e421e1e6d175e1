import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { refillResult } from '@tastydrop/domain';
import { ledger, promoActivations, promoCodes } from '../src/platform/db/schema/index.js';
import { bookMismatches } from './ledger-check.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { bearer, registerUser, type TestApp } from './helpers.js';
import { balancesOf, createPaymentsApp, deliverSandbox, paySandbox, signedSandboxWebhook, startPayment } from './payments-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createPaymentsApp();
  await seedFixtureCatalog(t.database.db);
  await t.database.db.insert(promoCodes).values([
    {
      code: 'BLOG_T',
      type: 'blogger',
      img: '/static/cases/x.svg',
      flexOffers: [
        { caseSlug: 'multifix', tcoinFactor: 10, priceFrom: 200_000, moneyFactorBp: 11_500 },
        { caseSlug: 'basic', tcoinFactor: 5, priceFrom: 50_000, moneyFactorBp: 11_000 },
      ],
    },
    { code: 'LAST2', type: 'instant', sum: 5_000, maxUses: 2 },
  ]);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const apply = (token: string, code: string) => t.app.inject({ method: 'POST', url: '/api/v1/payments/promo/apply', headers: bearer(token), payload: { code } });

async function status(token: string, orderId: string) {
  return (await get(`/api/v1/payments/transaction/status?orderId=${orderId}`, token)).json().data;
}

async function usedCount(code: string): Promise<number> {
  const [row] = await t.database.db.select({ n: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.code, code));
  return row!.n;
}

describe('promo info', () => {
  it('reads a code trimmed and upper-cased, for guests and players', async () => {
    const guest = await get(`/api/v1/payments/promo/info/guest/${encodeURIComponent(' welcome10 ')}`);
    expect(guest.json().data).toEqual({ code: 'WELCOME10', type: 'common', percent: 10, img: null, sum: null, flex_offers: null, expires_at: null, free_cases: [] });
    expect((await get('/api/v1/payments/promo/info/guest/gift100')).json().data).toMatchObject({ type: 'instant', sum: 100 });
    const { token } = await registerUser(t.app);
    expect((await get('/api/v1/payments/promo/info/spring15', token)).json().data).toMatchObject({ percent: 15, expires_at: expect.any(String) });
  });

  it('gives a blogger code its offers from the smallest deposit, with their cases', async () => {
    const info = (await get('/api/v1/payments/promo/info/guest/blog_t')).json().data;
    expect(info.flex_offers).toEqual([
      { case: { img: '/static/cases/x.svg', name: 'Базовый', price: 1, slug: 'basic' }, tcoin_factor: 5, price_from: 500, money_factor: 1.1 },
      { case: { img: '/static/cases/x.svg', name: 'Мультификс', price: 3, slug: 'multifix' }, tcoin_factor: 10, price_from: 2000, money_factor: 1.15 },
    ]);
  });

  it('refuses unknown and expired codes', async () => {
    expect((await get('/api/v1/payments/promo/info/guest/NOPE')).json().code).toBe('promo_not_found');
    const expired = await get('/api/v1/payments/promo/info/guest/oldcode');
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('promo_expired');
    const { token } = await registerUser(t.app);
    expect((await apply(token, 'OLDCODE')).json().code).toBe('promo_expired');
    expect((await apply(token, '   ')).json().code).toBe('promo_not_found');
  });
});

describe('a common code', () => {
  it('adds its percent to the next deposit once, then is used up for the player', async () => {
    const { token, userId } = await registerUser(t.app);
    expect((await apply(token, ' welcome10 ')).json().data).toMatchObject({ promo: { code: 'WELCOME10', percent: 10 }, credited: null, balance: 0 });
    expect((await get('/api/v1/payments/promo/user', token)).json().data.promo).toMatchObject({ code: 'WELCOME10' });

    const first = await paySandbox(t, token, { amount: 500 });
    expect(await status(token, first)).toMatchObject({ status: 'success', value: 500, bonus_money: 50, bonus: null });
    await paySandbox(t, token, { amount: 500 });
    expect(await balancesOf(t.database.db, userId)).toEqual({ money: 105_000, coins: 0 });
    expect((await get('/api/v1/payments/promo/user', token)).json().data.promo).toBeNull();
    expect((await apply(token, 'WELCOME10')).json().code).toBe('promo_already_used');
    expect((await get('/api/v1/payments/promo/info/WELCOME10', token)).json().code).toBe('promo_already_used');
  });

  it('pays out to only one of two deposits settled at the same moment', async () => {
    const { token, userId } = await registerUser(t.app);
    await apply(token, 'WELCOME10');
    const orders = await Promise.all([1, 2].map(async () => (await startPayment(t, token, { amount: 500 })).json().data.order_id as string));
    const hooks = await Promise.all(orders.map((o) => signedSandboxWebhook(t, o, 'succeeded')));
    await Promise.all(hooks.map((h) => deliverSandbox(t.app, h.rawBody, h.signature)));
    expect(await balancesOf(t.database.db, userId)).toEqual({ money: 105_000, coins: 0 });
  });

  it('can be withdrawn before a deposit, giving its use back', async () => {
    const { token, userId } = await registerUser(t.app);
    const before = await usedCount('SPRING15');
    await apply(token, 'SPRING15');
    expect(await usedCount('SPRING15')).toBe(before + 1);
    expect((await get('/api/v1/payments/promo/user/reset', token)).json().data).toEqual({ ok: true });
    expect(await usedCount('SPRING15')).toBe(before);
    expect((await get('/api/v1/payments/promo/user', token)).json().data.promo).toBeNull();
    await paySandbox(t, token, { amount: 500 });
    expect(await balancesOf(t.database.db, userId)).toEqual({ money: 50_000, coins: 0 });
    expect((await apply(token, 'SPRING15')).statusCode).toBe(200);
  });

  it('is replaced by the next code applied; applying the same code again changes nothing', async () => {
    const { token, userId } = await registerUser(t.app);
    const results = await Promise.all(Array.from({ length: 5 }, () => apply(token, 'WELCOME10')));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await apply(token, 'SPRING15');
    const rows = await t.database.db
      .select({ status: promoActivations.status })
      .from(promoActivations)
      .where(eq(promoActivations.userId, userId))
      .orderBy(promoActivations.id);
    expect(rows.map((r) => r.status)).toEqual(['reset', 'active']);
    expect((await get('/api/v1/payments/promo/user', token)).json().data.promo.code).toBe('SPRING15');
  });
});

describe('a blogger code', () => {
  it('waits for a deposit that reaches an offer, then raises it, adds coins and the case', async () => {
    const { token, userId } = await registerUser(t.app);
    await apply(token, 'blog_t');
    const small = await paySandbox(t, token, { amount: 300 });
    expect(await status(token, small)).toMatchObject({ bonus: null, bonus_money: 0 });
    expect((await get('/api/v1/payments/promo/user', token)).json().data.promo.code).toBe('BLOG_T');

    const big = await paySandbox(t, token, { amount: 1000 });
    const result = await status(token, big);
    expect(result).toMatchObject({
      status: 'success',
      value: 1000,
      bonus_money: 30,
      bonus: { coins: 5, prize: { icon: '/static/cases/x.svg', title: 'Базовый', price: 1, link: '/open/basic' }, sum_promo: 1100 },
    });
    // The page reads it as a blogger result: sum 1100, coins floor(1000 × 5 / 100).
    const read = refillResult({ status: result.status, value: result.value, bonus: { coins: 5, prize: null, sumPromo: result.bonus.sum_promo } });
    expect(read).toMatchObject({ kind: 'blogger', sum: 1100, coins: 50 });
    // 300 + 1000 deposits, the 3 % level (30), 100 over the deposit and the 1 ₽ case; 50 coins.
    expect(await balancesOf(t.database.db, userId)).toEqual({ money: 143_100, coins: 5_000 });
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('takes the best offer a deposit reaches', async () => {
    const { token, userId } = await registerUser(t.app);
    await apply(token, 'BLOG_T');
    await paySandbox(t, token, { amount: 2000 });
    // 2000 × 1.15 = 2300, the 3 % level (60), the 3 ₽ case; 10 % as coins.
    expect(await balancesOf(t.database.db, userId)).toEqual({ money: 236_300, coins: 20_000 });
  });
});

describe('an instant code', () => {
  it('credits its sum at once, once per player', async () => {
    const { token, userId } = await registerUser(t.app);
    expect((await apply(token, 'gift100')).json().data).toMatchObject({ promo: { type: 'instant', sum: 100 }, credited: 100, balance: 100 });
    expect((await apply(token, 'GIFT100')).json().code).toBe('promo_already_used');
    expect(await balancesOf(t.database.db, userId)).toEqual({ money: 10_000, coins: 0 });
    const rows = await t.database.db.select().from(ledger).where(and(eq(ledger.userId, userId), eq(ledger.reason, 'promo_instant')));
    expect(rows).toHaveLength(1);
  });

  it('stops at its total limit even when players apply at the same moment', async () => {
    const players = await Promise.all([1, 2, 3].map(() => registerUser(t.app)));
    const results = await Promise.all(players.map((p) => apply(p.token, 'LAST2')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(['promo_limit_reached']);
    expect(await usedCount('LAST2')).toBe(2);
    expect((await get('/api/v1/payments/promo/info/guest/LAST2')).json().code).toBe('promo_limit_reached');
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });
});

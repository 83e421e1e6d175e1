import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { freeCaseGrants, offerPurchases, offerTriggers, offers, users } from '../src/platform/db/schema/index.js';
import { createSession } from '../src/platform/http/session-store.js';
import { createUser } from '../src/modules/users/create-user.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { bookMismatches } from './ledger-check.js';
import { seedDailyCases } from '../src/seed/daily-cases.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '100000', OPEN_RATE_LIMIT: '100000' } });
  await seedFixtureCatalog(t.database.db);
  await seedDailyCases(t.database.db, 'dota');
  const base = { game: 'dota' as const, image: '/static/cases/basic.svg', description: 'Описание' };
  await t.database.db.insert(offers).values([
    { ...base, slug: 'shop-a', kind: 'shop', name: 'Набор', title: 'Набор', price: 10_000, oldPrice: 20_000, bonusCoins: 5_000, cases: [{ slug: 'basic', opens: 2 }] },
    { ...base, slug: 'welcome', kind: 'personal', triggerType: 'welcome', name: 'Привет', title: 'Привет', price: 15_000, bonusCoins: 10_000, bonusMoney: 2_000, cases: [{ slug: 'multifix', opens: 1 }], lifetimeHours: 72 },
    { ...base, slug: 'daily-now', kind: 'personal', triggerType: 'dailycasepay', name: 'Сейчас', title: 'Сейчас', price: 2_900, cases: [] },
  ]);
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (token: string, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const wallet = async (userId: number) => (await t.database.db.select({ b: users.balance, c: users.coinBalance }).from(users).where(eq(users.id, userId)))[0]!;
const grantsOf = (userId: number) => t.database.db.select().from(freeCaseGrants).where(eq(freeCaseGrants.userId, userId));

async function richPlayer(amount = 100_000) {
  const user = await registerUser(t.app);
  await credit(t.database.db, { userId: user.userId, currency: 'money', amount, reason: 'test' });
  return user;
}

describe('offers and triggers', () => {
  it('lists the shop for signed-in players only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/offers' })).statusCode).toBe(401);
    const user = await registerUser(t.app);
    const list = (await get(user.token, '/api/v1/offers')).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ offer_name: 'Набор', price: 100, old_price: 200, sale: 50, bonus_coins: 50, bought: false, trigger_id: null });
    expect(list[0].cases).toEqual([expect.objectContaining({ name: 'basic', opens: 2 })]);
  });

  it('creates the welcome offer once, with the account; reading the offers creates none', async () => {
    const triggersOf = async (userId: number) =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(offerTriggers).where(eq(offerTriggers.userId, userId)))[0]!.n;
    // An account that did not come through registration has no welcome offer, however often it asks.
    const bare = await createUser(t.database.db, { regType: 'quick', nickname: 'bare' });
    const bareToken = await createSession(t.database.db, bare);
    for (let i = 0; i < 2; i += 1) expect((await get(bareToken, '/api/v1/triggers')).json().data).toEqual([]);
    expect(await triggersOf(bare)).toBe(0);

    const user = await registerUser(t.app);
    expect(await triggersOf(user.userId)).toBe(1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(user.token, '/api/v1/triggers')));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await triggersOf(user.userId)).toBe(1);
    const offer = answers[0]!.json().data[0];
    expect(offer).toMatchObject({ trigger_type: 'welcome', offer_name: 'Привет', price: 150, bonus_money: 20 });
    expect((await get(user.token, `/api/v1/offers/user/${offer.trigger_id}`)).json().data.trigger_id).toBe(offer.trigger_id);
    const stranger = await registerUser(t.app);
    expect((await get(stranger.token, `/api/v1/offers/user/${offer.trigger_id}`)).json().code).toBe('offer_not_found');
  });

  it('a personal offer bought twice concurrently grants once', async () => {
    const user = await richPlayer();
    const [offer] = (await get(user.token, '/api/v1/triggers')).json().data;
    const buys = await Promise.all(
      Array.from({ length: 10 }, () => post(user.token, `/api/v1/offers/${offer.offer_id}/buy`, { trigger_id: offer.trigger_id })),
    );
    const codes = buys.map((b) => (b.statusCode === 200 ? 'ok' : b.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'offer_already_bought')).toBe(true);
    expect(await wallet(user.userId)).toEqual({ b: 100_000 - 15_000 + 2_000, c: 10_000 });
    const grants = await grantsOf(user.userId);
    expect(grants.map((g) => [g.source, g.remaining])).toEqual([['offer', 1]]);
    expect((await get(user.token, '/api/v1/triggers')).json().data).toEqual([]);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('without the money nothing is bought or granted; after a top-up it is', async () => {
    const user = await richPlayer(5_000);
    const [shop] = (await get(user.token, '/api/v1/offers')).json().data;
    expect((await post(user.token, `/api/v1/offers/${shop.offer_id}/buy`, {})).json().code).toBe('balance_error');
    expect(await t.database.db.select().from(offerPurchases).where(eq(offerPurchases.userId, user.userId))).toEqual([]);
    expect(await grantsOf(user.userId)).toEqual([]);
    await credit(t.database.db, { userId: user.userId, currency: 'money', amount: 5_000, reason: 'test' });
    const ok = await post(user.token, `/api/v1/offers/${shop.offer_id}/buy`, {});
    expect(ok.json().data).toMatchObject({ balance: 0, coin_balance: 50, offer: { bought: true } });
    expect((await post(user.token, `/api/v1/offers/${shop.offer_id}/buy`, {})).json().code).toBe('offer_already_bought');
    expect((await get(user.token, '/api/v1/offers')).json().data[0].bought).toBe(true);
  });

  it('refuses a personal offer without its trigger, or an expired one', async () => {
    const user = await richPlayer();
    const [offer] = (await get(user.token, '/api/v1/triggers')).json().data;
    expect((await post(user.token, `/api/v1/offers/${offer.offer_id}/buy`, {})).json().code).toBe('offer_not_found');
    await t.database.db.update(offerTriggers).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(offerTriggers.id, offer.trigger_id));
    expect((await post(user.token, `/api/v1/offers/${offer.offer_id}/buy`, { trigger_id: offer.trigger_id })).json().code).toBe('offer_not_found');
    expect((await wallet(user.userId)).b).toBe(100_000);
  });

  it('dailycasepay offers the cooling daily case again now, and the grant opens it', async () => {
    const user = await richPlayer();
    const [daily] = (await get(user.token, '/api/v1/cases/daily')).json().data;
    expect((await post(user.token, '/api/v1/triggers/dailycasepay', { case_id: daily.id })).json().code).toBe('case_not_available');
    expect((await post(user.token, `/api/v1/cases/daily/${daily.id}/open`)).statusCode).toBe(200);
    const offer = (await post(user.token, '/api/v1/triggers/dailycasepay', { case_id: daily.id })).json().data;
    expect(offer).toMatchObject({ trigger_type: 'dailycasepay', price: 29, cases: [{ id: daily.id, opens: 1 }] });
    const again = (await post(user.token, '/api/v1/triggers/dailycasepay', { case_id: daily.id })).json().data;
    expect(again.trigger_id).toBe(offer.trigger_id);
    expect((await post(user.token, `/api/v1/offers/${offer.offer_id}/buy`, { trigger_id: offer.trigger_id })).statusCode).toBe(200);
    const [grant] = (await get(user.token, '/api/v1/cases/free')).json().data;
    expect(grant).toMatchObject({ id: daily.id, remaining: 1 });
    expect((await post(user.token, `/api/v1/cases/free/${grant.grant_id}/open`)).statusCode).toBe(200);
    expect((await wallet(user.userId)).b).toBe(100_000 - 2_900);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { freeCaseGrants, ledger, promoCodes } from '../src/platform/db/schema/index.js';
import { runActivityFeed } from '../src/modules/activity/run-activity-feed.js';
import { bookMismatches } from './ledger-check.js';
import { seedDatabase } from '../src/seed/index.js';
import { openCase, richPlayer } from './engagement-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

/** A trade link of a platform account of the player's own (accounts sharing one are one person: decision 058). */
const tradeUrl = (userId: number) => `https://steamcommunity.com/tradeoffer/new/?partner=${123_000 + userId}&token=AbC-12_x`;
const RACERS = 20;

let t: TestApp;
beforeAll(async () => {
  // Enough connections for every racing request at once; rate limits out of the way of the races.
  t = await createTestApp({ env: { DATABASE_POOL_SIZE: '30', AUTH_RATE_LIMIT: '100000', PAYMENT_RATE_LIMIT: '100000', OPEN_RATE_LIMIT: '100000' } });
  await seedDatabase(t.database.db, 'dota');
});
afterAll(() => t.close());

interface FreeCaseWire {
  grant_id: number;
  name: string;
  source: string;
  remaining: number;
  counter_type: string;
  counter_end: string | null;
}

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
const post = (url: string, token: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function freeCases(token: string): Promise<FreeCaseWire[]> {
  const res = await get('/api/v1/cases/free', token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const grantsOf = (userId: number) => t.database.db.select().from(freeCaseGrants).where(eq(freeCaseGrants.userId, userId));

describe('free cases from promo codes', () => {
  it('shows what the demo code gives and grants it once under 20 concurrent activations, in the activation', async () => {
    const info = await get('/api/v1/payments/promo/info/guest/FREECASE');
    expect(info.json().data.free_cases).toEqual([{ slug: 'tasty-start', name: 'Вкусный старт', image: '/static/cases/tasty-start.svg', opens: 1, counter_type: 'quantity', hours: null }]);
    const user = await registerUser(t.app);
    const [before] = await t.database.db.select({ used: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.code, 'FREECASE'));
    const responses = await Promise.all(Array.from({ length: RACERS }, () => post('/api/v1/payments/promo/apply', user.token, { code: 'FREECASE' })));
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode !== 200).every((r) => r.json().code === 'promo_already_used')).toBe(true);
    expect(ok[0]!.json().data.granted_free_cases).toMatchObject([{ slug: 'tasty-start', opens: 1 }]);
    expect((await grantsOf(user.userId)).map((g) => [g.source, g.remaining])).toEqual([['promo', 1]]);
    const [after] = await t.database.db.select({ used: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.code, 'FREECASE'));
    expect(after!.used).toBe(before!.used + 1);
    const list = await freeCases(user.token);
    expect(list.map((c) => [c.name, c.source, c.remaining])).toEqual([['tasty-start', 'promo', 1]]);
    const opened = await post(`/api/v1/cases/free/${list[0]!.grant_id}/open`, user.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.drops).toHaveLength(1);
    expect(await freeCases(user.token)).toEqual([]);
  });

  it('gives a time counter when the code says so, next to the money of an instant code', async () => {
    await t.database.db.insert(promoCodes).values({ code: 'TIMEGIFT', type: 'instant', sum: 500, freeCases: [{ caseSlug: 'newbie', opens: 3, hours: 2 }] });
    const user = await registerUser(t.app);
    const res = await post('/api/v1/payments/promo/apply', user.token, { code: 'timegift' });
    expect(res.json().data).toMatchObject({ credited: 5, granted_free_cases: [{ slug: 'newbie', opens: 3, counter_type: 'time', hours: 2 }] });
    const [grant] = await freeCases(user.token);
    expect(grant).toMatchObject({ name: 'newbie', remaining: 3, counter_type: 'time' });
    const hours = (Date.parse(grant!.counter_end!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });
});

describe('free cases from the event', () => {
  it('lists the demo event free cases: guests see them without a claim, players by their event opens', async () => {
    const guest = await get('/api/v1/event/free-cases');
    expect(guest.json().data.map((c: { gift: { slug: string }; state: string }) => [c.gift.slug, c.state])).toEqual([
      ['free-leaf', 'guest'],
      ['autumn-leaves', 'guest'],
    ]);
    const event = await get('/api/v1/event/current');
    expect(event.json().data.active_tabs).toContain('FreeCases');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/event/free-cases/0/claim' })).statusCode).toBe(401);
  });

  it('grants a free case once per player however many claims race', async () => {
    const user = await registerUser(t.app);
    const responses = await Promise.all(Array.from({ length: RACERS }, () => post('/api/v1/event/free-cases/0/claim', user.token)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode !== 200).every((r) => r.json().code === 'event_free_case_claimed')).toBe(true);
    expect((await grantsOf(user.userId)).map((g) => [g.source, g.remaining])).toEqual([['event', 2]]);
    const list = (await get('/api/v1/event/free-cases', user.token)).json().data as { state: string }[];
    expect(list.map((c) => c.state)).toEqual(['claimed', 'locked']);
  });

  it('opens the time-limited case only after an event case, for a day', async () => {
    const player = await richPlayer(t.app, t.database.db);
    expect((await post('/api/v1/event/free-cases/1/claim', player.token)).json().code).toBe('event_free_case_locked');
    await openCase(t.app, player, 'autumn-leaves');
    await runActivityFeed(t.database.db, null);
    const list = (await get('/api/v1/event/free-cases', player.token)).json().data as { state: string; event_opens: number }[];
    expect(list[1]).toMatchObject({ state: 'available', event_opens: 1 });
    const claim = await post('/api/v1/event/free-cases/1/claim', player.token);
    expect(claim.json().data).toMatchObject({ slug: 'autumn-leaves', counter_type: 'time', hours: 24 });
    expect((await freeCases(player.token)).map((c) => [c.name, c.source, c.counter_type])).toEqual([['autumn-leaves', 'event', 'time']]);
    expect((await post('/api/v1/event/free-cases/9/claim', player.token)).json().code).toBe('event_free_case_not_found');
  });
});

describe('free cases from missions', () => {
  it('pays the platform-link mission with a free case, once under concurrent checks', async () => {
    const user = await registerUser(t.app);
    const missions = (await get('/api/v1/users/missions/social', user.token)).json().data as { type: string; prize: number; prize_data: { kind: string; free_case: { slug: string } | null } }[];
    expect(missions.find((m) => m.type === 'steam')).toMatchObject({ prize: 0, prize_data: { kind: 'freeCase', free_case: { slug: 'tasty-start', opens: 1 } } });
    expect(missions.find((m) => m.type === 'email')).toMatchObject({ prize: 10, prize_data: { kind: 'coins', amount: 10, free_case: null } });
    await post('/api/v1/users/set/steam/data', user.token, { link: tradeUrl(user.userId) });
    const responses = await Promise.all(Array.from({ length: RACERS }, () => post('/api/v1/users/socials/check', user.token, { type: 'steam' })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode !== 200).every((r) => r.json().code === 'mission_already_claimed')).toBe(true);
    expect((await grantsOf(user.userId)).map((g) => [g.source, g.remaining, g.grantKey])).toEqual([['mission', 1, `mission:${user.userId}:steam:0`]]);
    // No coins for it.
    expect(await t.database.db.select().from(ledger).where(and(eq(ledger.userId, user.userId), eq(ledger.reason, 'mission_prize')))).toEqual([]);
  });
});

describe('the PWA install bonus', () => {
  it('pays the configured coins once under 20 concurrent claims and shows it as taken', async () => {
    const user = await registerUser(t.app);
    expect((await get('/api/v1/users/pwa-bonus', user.token)).json().data).toEqual({ prize: { kind: 'coins', amount: 20, free_case: null }, claimed: false });
    const responses = await Promise.all(Array.from({ length: RACERS }, () => post('/api/v1/users/pwa-bonus', user.token)));
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json().data).toMatchObject({ claimed: true, coin_balance: 20 });
    expect(responses.filter((r) => r.statusCode !== 200).every((r) => r.json().code === 'pwa_bonus_claimed')).toBe(true);
    expect((await get('/api/v1/users/pwa-bonus', user.token)).json().data.claimed).toBe(true);
    const credits = await t.database.db.select().from(ledger).where(and(eq(ledger.userId, user.userId), like(ledger.idempotencyKey, 'pwa-bonus:%')));
    expect(credits.map((c) => c.delta)).toEqual([2000]);
    expect(await bookMismatches(t.database.db)).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users/pwa-bonus' })).statusCode).toBe(401);
  });

  it('can be a free case instead, granted once', async () => {
    const other = await createTestApp({ database: t.database, env: { PWA_BONUS_CASE: 'newbie', PWA_BONUS_CASE_OPENS: '2', DATABASE_POOL_SIZE: '30', AUTH_RATE_LIMIT: '100000' } });
    try {
      const user = await registerUser(other.app);
      const claims = await Promise.all(Array.from({ length: 5 }, () => other.app.inject({ method: 'POST', url: '/api/v1/users/pwa-bonus', headers: bearer(user.token) })));
      expect(claims.filter((r) => r.statusCode === 200).map((r) => r.json().data.prize)).toMatchObject([{ kind: 'freeCase', free_case: { slug: 'newbie', opens: 2 } }]);
      expect((await grantsOf(user.userId)).map((g) => [g.source, g.remaining])).toEqual([['pwa', 2]]);
    } finally {
      await other.close();
    }
  });
});

describe('the free cases list', () => {
  it('shows every source side by side and nothing to guests', async () => {
    const user = await richPlayer(t.app, t.database.db);
    await post('/api/v1/payments/promo/apply', user.token, { code: 'FREECASE' });
    await post('/api/v1/event/free-cases/0/claim', user.token);
    await post('/api/v1/users/set/steam/data', user.token, { link: tradeUrl(user.userId) });
    await post('/api/v1/users/socials/check', user.token, { type: 'steam' });
    expect((await freeCases(user.token)).map((c) => c.source).sort()).toEqual(['event', 'mission', 'promo']);
    expect((await get('/api/v1/cases/free')).statusCode).toBe(401);
  });
});

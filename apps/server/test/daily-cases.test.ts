import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DAILY_CASE_PERIOD_MS, expForLevel, roll, ticketOf } from '@tastydrop/domain';
import { fairnessSeeds, inventoryItems, openings, users } from '../src/platform/db/schema/index.js';
import { createCaseCatalog } from '../src/modules/cases/case-catalog.js';
import { openDailyCase } from '../src/modules/daily-cases/open-daily-case.js';
import { bookMismatches } from './ledger-check.js';
import { seedDailyCases } from '../src/seed/daily-cases.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000' } });
  await seedFixtureCatalog(t.database.db);
  await seedDailyCases(t.database.db, 'dota');
});
afterAll(() => t.close());

interface DailyCaseWire {
  id: number;
  name: string;
  level_from: number;
  state: string;
  next_open_in: number;
}

async function daily(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/cases/daily', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data as DailyCaseWire[];
}

async function info(token: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/v1/cases/daily/info', headers: bearer(token) })).json().data;
}

async function levels(userId: number) {
  return (await t.app.inject({ method: 'GET', url: `/api/v1/users/${userId}/levels` })).json().data;
}

function openDaily(token: string, id: number) {
  return t.app.inject({ method: 'POST', url: `/api/v1/cases/daily/${id}/open`, headers: bearer(token) });
}

async function countsOf(userId: number) {
  const [o] = await t.database.db.select({ n: sql<number>`count(*)::int`, paid: sql<number>`coalesce(sum(price_paid), 0)::int` }).from(openings).where(eq(openings.userId, userId));
  const [i] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(inventoryItems).where(eq(inventoryItems.userId, userId));
  return { openings: o!.n, paid: o!.paid, items: i!.n };
}

describe('daily cases', () => {
  it('lists one case per band and offers a new player the first band', async () => {
    const user = await registerUser(t.app);
    const list = await daily(user.token);
    expect(list.map((c) => c.level_from)).toEqual([1, 5, 10]);
    expect(list.map((c) => c.state)).toEqual(['available', 'locked', 'locked']);
    const i = await info(user.token);
    expect(i).toMatchObject({ nearest_case_time: 0, available_at: null, band: { from: 1, to: 4 } });
    expect(i.available_cases).toEqual([{ case_name: expect.any(String), link: '/daily-cases#daily-1', id: list[0]!.id }]);
    const lv = await levels(user.userId);
    expect(lv.nearest_case_time).toBe(0);
    expect(lv.available_cases).toEqual(i.available_cases);
    expect(lv.next_level_case_data).toEqual(i.next_level_case_data);
    expect(lv.next_level_case_data.id).toBe(list[1]!.id);
  });

  it('20 concurrent opens of the daily case give one item, free, with a 24 hour countdown', async () => {
    const user = await registerUser(t.app);
    const [first] = await daily(user.token);
    const responses = await Promise.all(Array.from({ length: 20 }, () => openDaily(user.token, first!.id)));
    const codes = responses.map((r) => (r.statusCode === 200 ? 'ok' : (r.json().code as string)));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'daily_case_cooldown')).toBe(true);
    expect(await countsOf(user.userId)).toEqual({ openings: 1, paid: 0, items: 1 });
    expect(await bookMismatches(t.database.db)).toEqual([]);

    const i = await info(user.token);
    expect(i.nearest_case_time).toBeGreaterThan(86_400 - 60);
    expect(i.nearest_case_time).toBeLessThanOrEqual(86_400);
    expect(i.available_cases).toEqual([]);
    const lv = await levels(user.userId);
    expect(lv.available_cases).toEqual([]);
    expect(Math.abs(lv.nearest_case_time - i.nearest_case_time)).toBeLessThanOrEqual(1);
    expect((await daily(user.token))[0]!.state).toBe('cooldown');
  });

  it('uses the player seed pair and the shared roll, recorded like a paid opening', async () => {
    const user = await registerUser(t.app);
    const [first] = await daily(user.token);
    const res = await openDaily(user.token, first!.id);
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.price_paid).toBe(0);
    const [seed] = await t.database.db.select().from(fairnessSeeds).where(eq(fairnessSeeds.userId, user.userId));
    const [opening] = await t.database.db.select().from(openings).where(eq(openings.userId, user.userId));
    expect(opening!.caseId).toBe(first!.id);
    expect(opening!.serverSeedHash).toBe(seed!.serverSeedHash);
    expect(opening!.ticket).toBe(ticketOf(roll(seed!.serverSeed, seed!.clientSeed, opening!.nonce, opening!.cursor)));
    expect(body.drops[0].ticket).toBe(opening!.ticket);
  });

  it('opens again only once the 24 hours have passed', async () => {
    const user = await registerUser(t.app);
    const catalog = createCaseCatalog(t.database.db, 'dota');
    const [first] = await daily(user.token);
    const start = new Date('2030-01-01T00:00:00Z');
    await openDailyCase(t.database.db, catalog, 'dota', user.userId, first!.id, start);
    const almost = new Date(start.getTime() + DAILY_CASE_PERIOD_MS - 1000);
    await expect(openDailyCase(t.database.db, catalog, 'dota', user.userId, first!.id, almost)).rejects.toMatchObject({
      code: 'daily_case_cooldown',
      parameters: { nextOpenIn: 1 },
    });
    await openDailyCase(t.database.db, catalog, 'dota', user.userId, first!.id, new Date(start.getTime() + DAILY_CASE_PERIOD_MS));
    expect((await countsOf(user.userId)).items).toBe(2);
  });

  it('moves the player to the next band on level up', async () => {
    const user = await registerUser(t.app);
    const list = await daily(user.token);
    await t.database.db.update(users).set({ experience: expForLevel(5) }).where(eq(users.id, user.userId));
    const after = await daily(user.token);
    expect(after.map((c) => c.state)).toEqual(['passed', 'available', 'locked']);
    expect((await info(user.token)).current_case.id).toBe(list[1]!.id);
    expect((await levels(user.userId)).next_level_case_data.id).toBe(list[2]!.id);
    const passed = await openDaily(user.token, list[0]!.id);
    expect(passed.json().code).toBe('case_not_available');
    const locked = await openDaily(user.token, list[2]!.id);
    expect(locked.json().code).toBe('level_locked');
    expect((await openDaily(user.token, list[1]!.id)).statusCode).toBe(200);
  });

  it('is never sold: the paid opening refuses it and the catalog lists do not show it', async () => {
    const user = await registerUser(t.app);
    const [first] = await daily(user.token);
    const paid = await t.app.inject({ method: 'POST', url: `/api/v1/cases/${first!.name}/open`, headers: bearer(user.token), payload: {} });
    expect(paid.json().code).toBe('case_not_available');
    const sections = (await t.app.inject({ method: 'GET', url: '/api/v2/case/sections/with-cases' })).json().data as { cases: { id: number }[] }[];
    expect(sections.flatMap((s) => s.cases).some((c) => c.id === first!.id)).toBe(false);
  });

  it('is for signed-in players only', async () => {
    for (const url of ['/api/v1/cases/daily', '/api/v1/cases/daily/info', '/api/v1/cases/free']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/cases/daily/1/open' })).statusCode).toBe(401);
  });

  it('answers validation for ids out of range', async () => {
    const user = await registerUser(t.app);
    const res = await openDaily(user.token, 2 ** 31);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });
});

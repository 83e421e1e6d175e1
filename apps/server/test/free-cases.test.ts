import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { inventoryItems } from '../src/platform/db/schema/index.js';
import { grantFreeCase } from '../src/modules/rewards/grant-free-case.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
let fixtures: FixtureCatalog;
beforeAll(async () => {
  t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000' } });
  fixtures = await seedFixtureCatalog(t.database.db);
});
afterAll(() => t.close());

async function freeCases(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/cases/free', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data as { grant_id: number; name: string; remaining: number; counter_type: string; counter_end: string | null; price_data: { price: number } }[];
}

async function itemsOf(userId: number) {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(inventoryItems).where(eq(inventoryItems.userId, userId));
  return row!.n;
}

describe('free cases', () => {
  it('lists quantity and time grants with their counters and hides used or ended ones', async () => {
    const user = await registerUser(t.app);
    expect(await freeCases(user.token)).toEqual([]);
    const db = t.database.db;
    await grantFreeCase(db, { userId: user.userId, caseId: fixtures.cases.basic!, source: 'mission', opens: 2, key: `t:${user.userId}:a` });
    const end = new Date(Date.now() + 3_600_000);
    await grantFreeCase(db, { userId: user.userId, caseId: fixtures.cases.multifix!, source: 'event', opens: 1, expiresAt: end, key: `t:${user.userId}:b` });
    await grantFreeCase(db, { userId: user.userId, caseId: fixtures.cases.basic!, source: 'promo', opens: 1, expiresAt: new Date(Date.now() - 1000), key: `t:${user.userId}:c` });
    // The same key again grants nothing.
    expect(await grantFreeCase(db, { userId: user.userId, caseId: fixtures.cases.basic!, source: 'mission', opens: 2, key: `t:${user.userId}:a` })).toBe(false);
    const list = await freeCases(user.token);
    expect(list.map((c) => [c.name, c.remaining, c.counter_type, c.price_data.price])).toEqual([
      ['basic', 2, 'quantity', 0],
      ['multifix', 1, 'time', 0],
    ]);
    expect(list[1]!.counter_end).toBe(end.toISOString());
  });

  it('opens a grant at most as many times as it holds, under concurrency', async () => {
    const user = await registerUser(t.app);
    await grantFreeCase(t.database.db, { userId: user.userId, caseId: fixtures.cases.basic!, source: 'mission', opens: 3, key: `t:${user.userId}:q` });
    const [grant] = await freeCases(user.token);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => t.app.inject({ method: 'POST', url: `/api/v1/cases/free/${grant!.grant_id}/open`, headers: bearer(user.token) })),
    );
    const codes = responses.map((r) => (r.statusCode === 200 ? 'ok' : (r.json().code as string)));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'free_case_used')).toBe(true);
    expect(await itemsOf(user.userId)).toBe(3);
    expect(await freeCases(user.token)).toEqual([]);
  });

  it("refuses another player's grant", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    await grantFreeCase(t.database.db, { userId: owner.userId, caseId: fixtures.cases.basic!, source: 'mission', opens: 1, key: `t:${owner.userId}:o` });
    const [grant] = await freeCases(owner.token);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/cases/free/${grant!.grant_id}/open`, headers: bearer(other.token) });
    expect(res.json().code).toBe('free_case_used');
    expect(await itemsOf(other.userId)).toBe(0);
  });
});

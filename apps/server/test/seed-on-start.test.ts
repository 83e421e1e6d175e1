import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedOnStart } from '../src/seed/index.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const counts = async () =>
  ((await t.database.db.execute(sql`SELECT (SELECT count(*) FROM items)::int AS items, (SELECT count(*) FROM cases)::int AS cases,
    (SELECT count(*) FROM payment_countries)::int AS countries, (SELECT count(*) FROM daily_cases)::int AS daily`)) as unknown as {
    rows: { items: number; cases: number; countries: number; daily: number }[];
  }).rows[0]!;

describe('seeding as nodes start', () => {
  it('lets two nodes that start together on an empty database both finish with one catalog', async () => {
    await Promise.all([seedOnStart(t.database.db, 'dota'), seedOnStart(t.database.db, 'dota')]);
    const together = await counts();
    expect(together.items).toBeGreaterThan(100);
    expect(together.daily).toBeGreaterThan(0);
    // A third start finds everything and adds nothing.
    await seedOnStart(t.database.db, 'dota');
    expect(await counts()).toEqual(together);
  }, 120_000);
});

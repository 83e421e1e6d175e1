import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { contracts, inventoryItems, upgrades } from '../src/platform/db/schema/index.js';
import { bookMismatches } from './ledger-check.js';
import { bearer, createTestApp, longRuns, registerUser, type TestApp } from './helpers.js';
import { giveItems, seedUpgradeCatalog, statusesOf } from './upgrades-fixtures.js';

// Every test runs on both paths: one transaction per upgrade, and upgrades batched together (one
// batch at a time, and several at once so that batches meet players another batch holds).
describe.skipIf(!longRuns).each([
  { batching: 'off', concurrency: '1' },
  { batching: 'on', concurrency: '1' },
  { batching: 'on', concurrency: '3' },
] as const)('an item is never used twice (batching $batching, $concurrency at once)', ({ batching, concurrency }) => {
  let t: TestApp;
  let idOf: Map<number, number>;
  beforeAll(async () => {
    t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000', UPGRADE_BATCH: batching, OPEN_BATCH_CONCURRENCY: concurrency } });
    idOf = await seedUpgradeCatalog(t.database.db);
  });
  afterAll(() => t.close());

  async function count(table: typeof upgrades | typeof contracts, userId: number): Promise<number> {
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, userId));
    return row!.n;
  }

  /** The path the requests took (counted over both tests: contracts holding the items send upgrades to the single path). */
  function expectPath() {
    const stats = t.app.upgrader.stats();
    if (batching === 'on') expect(stats.batchedRequests).toBeGreaterThan(0);
    else expect(stats.batches).toBe(0);
  }

  it('in simultaneous upgrades and contracts over overlapping items', async () => {
    const user = await registerUser(t.app);
    const ids = await giveItems(t.database.db, user.userId, Array.from({ length: 6 }, () => ({ itemId: idOf.get(1_000)!, price: 1_000 })));
    const target = idOf.get(5_000);
    // Every request wants item ids[0]; they also overlap each other in different orders.
    const requests = [
      ...Array.from({ length: 8 }, (_, i) => ({ url: '/api/v1/upgrades/upgrade-items', payload: { items: [ids[(i % 5) + 1]!, ids[0]!], target_item_id: target } })),
      ...Array.from({ length: 8 }, (_, i) => ({ url: '/api/v1/contracts', payload: { items: [ids[((i + 2) % 5) + 1]!, ids[0]!, ids[(i % 5) + 1]!] } })),
    ];
    const responses = await Promise.all(requests.map((r) => t.app.inject({ method: 'POST', url: r.url, headers: bearer(user.token), payload: r.payload })));
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(Array(15).fill('notFoundOutdated'));
    expect((await count(upgrades, user.userId)) + (await count(contracts, user.userId))).toBe(1);
    const consumed = (await statusesOf(t.database.db, ids)).filter((s) => s !== 'progress');
    expect(consumed.length === 2 || consumed.length === 3).toBe(true);
  });

  it('across many players storming their own items at once', async () => {
    const players = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const user = await registerUser(t.app);
        const ids = await giveItems(t.database.db, user.userId, Array.from({ length: 3 }, () => ({ itemId: idOf.get(2_000)!, price: 2_000 })));
        return { ...user, ids };
      }),
    );
    const storm = players.flatMap((p) =>
      Array.from({ length: 5 }, (_, i) =>
        i % 2 === 0
          ? t.app.inject({ method: 'POST', url: '/api/v1/upgrades/upgrade-items', headers: bearer(p.token), payload: { items: p.ids, target_item_id: idOf.get(10_000) } })
          : t.app.inject({ method: 'POST', url: '/api/v1/contracts', headers: bearer(p.token), payload: { items: p.ids } }),
      ),
    );
    const responses = await Promise.all(storm);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(players.length);
    for (const p of players) {
      expect((await count(upgrades, p.userId)) + (await count(contracts, p.userId))).toBe(1);
      const left = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(inventoryItems)
        .where(and(inArray(inventoryItems.id, p.ids), eq(inventoryItems.status, 'progress')));
      expect(left[0]!.n).toBe(0);
    }
    expect(await bookMismatches(t.database.db)).toEqual([]);
    expectPath();
  });
});

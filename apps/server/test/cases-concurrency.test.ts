import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { inventoryItems, openings, users } from '../src/platform/db/schema/index.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { bookMismatches } from './ledger-check.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, longRuns, registerUser, type TestApp } from './helpers.js';

// Every test runs on both paths: one transaction per open, and opens batched together (one batch
// at a time, and several at once so that batches meet players another batch holds).
describe.skipIf(!longRuns).each([
  { batching: 'off', concurrency: '1' },
  { batching: 'on', concurrency: '1' },
  { batching: 'on', concurrency: '3' },
] as const)('opening under concurrency (batching $batching, $concurrency at once)', ({ batching, concurrency }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000', OPEN_BATCH: batching, OPEN_BATCH_CONCURRENCY: concurrency } });
    await seedFixtureCatalog(t.database.db);
  });
  afterAll(() => t.close());

  /** The path the requests took. */
  function expectPath() {
    const stats = t.app.caseOpener.stats();
    if (batching === 'on') expect(stats.batchedRequests).toBeGreaterThan(0);
    else expect(stats.batches).toBe(0);
  }

  /** A player whose balance pays for exactly `opens` opens of the 1-rouble case. */
  async function playerFor(opens: number) {
    const user = await registerUser(t.app);
    await credit(t.database.db, { userId: user.userId, currency: 'money', amount: opens * 100, reason: 'test' });
    return user;
  }

  function storm(token: string, count: number) {
    return Promise.all(
      Array.from({ length: count }, () => t.app.inject({ method: 'POST', url: '/api/v1/cases/basic/open', headers: bearer(token), payload: { multi_open: 1 } })),
    );
  }

  async function countsOf(userId: number) {
    const [o] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(openings).where(eq(openings.userId, userId));
    const [i] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(inventoryItems).where(eq(inventoryItems.userId, userId));
    const [u] = await t.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
    return { openings: o!.n, items: i!.n, balance: u!.balance };
  }

  it('200 simultaneous opens by a player who can pay for 37 give exactly 37', async () => {
    const user = await playerFor(37);
    const responses = await storm(user.token, 200);
    const codes = responses.map((r) => (r.statusCode === 200 ? 'ok' : (r.json().code as string)));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(37);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'balance_error')).toBe(true);
    expect(await countsOf(user.userId)).toEqual({ openings: 37, items: 37, balance: 0 });
    expect(await bookMismatches(t.database.db)).toEqual([]);
    expectPath();
  });

  it('holds for many players at once', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, (_, i) => playerFor(5 + i)));
    await Promise.all(players.map((p) => storm(p.token, 25)));
    for (const [i, p] of players.entries()) {
      expect(await countsOf(p.userId)).toEqual({ openings: 5 + i, items: 5 + i, balance: 0 });
    }
    expect(await bookMismatches(t.database.db)).toEqual([]);
    expectPath();
  });
});

import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ledger, openings, users } from '../src/platform/db/schema/index.js';
import { bookMismatches } from './ledger-check.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { createPlayers, crashStorage, prepareData } from './crash-fixtures.js';
import { startServerProcess, stopServerProcess } from './server-process.js';
import { longRuns } from './helpers.js';

const PLAYERS = 8;
const START_BALANCE = 100_000;
const prepareStorage = crashStorage('crash');

async function storm(url: string, tokens: string[], stop: () => boolean): Promise<number> {
  let ok = 0;
  await Promise.all(
    tokens.flatMap((token) =>
      [0, 1].map(async () => {
        while (!stop()) {
          try {
            const res = await fetch(`${url}/api/v1/cases/basic/open`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: '{"multi_open":1}',
            });
            if (res.ok) ok += 1;
            await res.arrayBuffer();
          } catch {
            return; // the server is gone
          }
        }
      }),
    ),
  );
  return ok;
}

describe.skipIf(!longRuns).each(['off', 'on'] as const)('a crash during a storm of opens (batching %s)', (batching) => {
  it('loses and doubles nothing: every opening has its item and ledger row after restart', async () => {
    const storage = await prepareStorage();
    const tokens = await prepareData(storage, async (db) => {
      await seedFixtureCatalog(db);
      return (await createPlayers(db, `crash${batching}`, PLAYERS, START_BALANCE)).map((p) => p.token);
    });

    const env = { ...storage.env, OPEN_RATE_LIMIT: '100000', OPEN_BATCH: batching };
    const first = await startServerProcess(env);
    let killed = false;
    const opened = storm(first.url, tokens, () => killed);
    // Kill the server once opens are flowing, in the middle of the storm.
    while ((await countOpenings(first.url, tokens[0]!)) < 5) await new Promise((r) => setTimeout(r, 50));
    await stopServerProcess(first, 'SIGKILL');
    killed = true;
    const okBeforeCrash = await opened;
    expect(okBeforeCrash).toBeGreaterThan(0);

    const second = await startServerProcess(env);
    const status = await fetch(`${second.url}/api/v1/monitoring/status`);
    expect(status.ok).toBe(true);
    await stopServerProcess(second);

    const db = await storage.open();
    try {
      expect(await bookMismatches(db.db)).toEqual([]);
      const rows = await db.db
        .select({
          userId: users.id,
          balance: users.balance,
          spent: users.spent,
          opened: users.casesOpened,
          openings: sql<number>`(SELECT count(*)::int FROM ${openings} o WHERE o.user_id = "users"."id")`,
          withItem: sql<number>`(SELECT count(*)::int FROM ${openings} o JOIN inventory_items i ON i.id = o.inventory_item_id WHERE o.user_id = "users"."id")`,
          debits: sql<number>`(SELECT count(*)::int FROM ${ledger} l WHERE l.user_id = "users"."id" AND l.reason = 'case_open')`,
        })
        .from(users)
        .where(sql`${users.nickname} LIKE ${`crash${batching}%`}`);
      expect(rows).toHaveLength(PLAYERS);
      const total = rows.reduce((a, r) => a + r.openings, 0);
      // Every acknowledged open is stored (a request in flight at the kill may or may not be).
      expect(total).toBeGreaterThanOrEqual(okBeforeCrash);
      for (const r of rows) {
        expect(r.withItem).toBe(r.openings);
        expect(r.debits).toBe(r.openings);
        expect(r.opened).toBe(r.openings);
        expect(r.balance + r.spent).toBe(START_BALANCE);
        expect(r.spent).toBe(r.openings * 100);
      }
      const [one] = await db.db.select({ n: sql<number>`count(*)::int` }).from(openings).where(eq(openings.userId, rows[0]!.userId));
      expect(one!.n).toBe(rows[0]!.openings);
    } finally {
      await db.close();
    }
  }, 180_000);
});

async function countOpenings(url: string, token: string): Promise<number> {
  try {
    const res = await fetch(`${url}/api/v1/provably-fair/openings?per_page=1`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) return 0;
    return ((await res.json()) as { data: { total: number } }).data.total;
  } catch {
    return 0;
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { hashServerSeed } from '@tastydrop/domain';
import type { Database } from '../src/platform/db/index.js';
import { rawTransaction } from '../src/platform/db/raw.js';
import { fairnessSeeds, inventoryItems, ledger, upgrades } from '../src/platform/db/schema/index.js';
import { arg, sqlText } from '../src/platform/db/sql-text.js';
import { planSales } from '../src/modules/inventory/sell-items-plan.js';
import { readSellState, writeSales } from '../src/modules/inventory/sell-items-sql.js';
import { runUpgradeBatch } from '../src/modules/upgrades/upgrade-items-batch.js';
import { planUpgrades, type PlannedUpgrade } from '../src/modules/upgrades/upgrade-items-plan.js';
import { createCaseCatalog } from '../src/modules/cases/case-catalog.js';
import { prepareUpgrade, type UpgradeRequest } from '../src/modules/upgrades/upgrade-items.js';
import { readUpgradeState, writeUpgrades } from '../src/modules/upgrades/upgrade-items-sql.js';
import { createUser } from '../src/modules/users/create-user.js';
import { createTestDatabase, longRuns } from './helpers.js';
import { hostile, hostileSeedPairs, seedPairsFrom, storedSeedPair } from './hostile-strings.js';
import { giveItems, seedUpgradeCatalog } from './upgrades-fixtures.js';

// Text values travel to the selling and upgrading statements as bound array parameters: whatever a
// seed or a ledger reference holds comes back unchanged. A lone surrogate cannot be encoded in UTF-8:
// the statements send U+FFFD for it, as node-postgres does for a scalar.

const RUNS = longRuns ? 40 : 10;

describe('hostile strings through the selling and upgrading statements', () => {
  let database: Database;
  let idOf: Map<number, number>;
  let next = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    idOf = await seedUpgradeCatalog(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A new player holding one item of 1,000 (an upgrade toward 3,000 is allowed). */
  async function playerWithItem(): Promise<{ userId: number; itemId: number }> {
    next += 1;
    const userId = await createUser(database.db, { regType: 'quick', nickname: `h${next}`, avatar: '/a.svg' });
    const [itemId] = await giveItems(database.db, userId, [{ itemId: idOf.get(1_000)!, price: 1_000 }]);
    return { userId, itemId: itemId! };
  }

  const prepare = (userId: number, itemId: number): Promise<UpgradeRequest> =>
    prepareUpgrade(createCaseCatalog(database.db, 'dota', 0), 'dota', userId, { items: [itemId], targetItemId: idOf.get(3_000)!, reversed: false });

  it('writes statements with schema names only: a value cannot go into their text', () => {
    expect(new PgDialect().sqlToQuery(sqlText`SELECT ${inventoryItems.userId} FROM ${inventoryItems} WHERE ${inventoryItems.id} = ${arg(1)}`)).toMatchObject({
      sql: 'SELECT "user_id" FROM "inventory_items" WHERE "id" = $1',
      params: [expect.objectContaining({ name: '1' })],
    });
    for (const value of ["'; DROP TABLE users; --", 7, null]) {
      expect(() => sqlText`SELECT ${value as never}`).toThrow(/only schema names/);
    }
  });

  it('keeps the client seeds of existing seed pairs through an upgrade batch, in the answer and the records', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostile, { minLength: 1, maxLength: 4 }), async (hostileSeeds) => {
        // What a database can hold: the setter of client seeds stores nothing else.
        const seeds = hostileSeeds.map((s) => s.toWellFormed());
        const requests: UpgradeRequest[] = [];
        for (const clientSeed of seeds) {
          const { userId, itemId } = await playerWithItem();
          const serverSeed = `s${next}`.padEnd(64, '0');
          await database.db.insert(fairnessSeeds).values({ userId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed });
          requests.push(await prepare(userId, itemId));
        }
        const outcomes = await runUpgradeBatch(database.db, 'dota', requests);
        for (const [i, request] of requests.entries()) {
          const outcome = outcomes[i]!;
          expect(outcome.kind).toBe('ok');
          if (outcome.kind === 'ok') expect(outcome.value.clientSeed).toBe(seeds[i]);
          const stored = await database.db.select({ clientSeed: upgrades.clientSeed }).from(upgrades).where(eq(upgrades.userId, request.userId));
          expect(stored).toEqual([{ clientSeed: seeds[i] }]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('stores new seed pairs made of them, and the upgrades that use them', async () => {
    await fc.assert(
      fc.asyncProperty(hostileSeedPairs(3), async (pairs) => {
        const requests: UpgradeRequest[] = [];
        for (let i = 0; i < pairs.length; i += 1) {
          const { userId, itemId } = await playerWithItem();
          requests.push(await prepare(userId, itemId));
        }
        const newSeed = seedPairsFrom(pairs);
        const userIds = requests.map((r) => r.userId);
        await rawTransaction(database.db, async (tx) => {
          const state = await readUpgradeState(tx, { users: userIds, items: requests.flatMap((r) => r.input.items), targets: requests.map((r) => r.target.id) }, 'wait', 0);
          const plans = planUpgrades(requests, state, 'wait', newSeed);
          expect(plans.map((p) => p.kind)).toEqual(userIds.map(() => 'ok'));
          // The prize is not what this test is about: every upgrade is stored without one.
          for (const p of plans as PlannedUpgrade[]) p.prizeItem = null;
          await writeUpgrades(tx, plans as PlannedUpgrade[]);
        });
        for (const [i, userId] of userIds.entries()) {
          const [serverSeed, serverSeedHash, clientSeed] = storedSeedPair(pairs[i]!);
          const rows = await database.db
            .select()
            .from(fairnessSeeds)
            .where(and(eq(fairnessSeeds.userId, userId), eq(fairnessSeeds.active, true)));
          expect(rows.map((r) => [r.serverSeed, r.serverSeedHash, r.clientSeed, r.nonce])).toEqual([[serverSeed, serverSeedHash, clientSeed, 1]]);
          const stored = await database.db
            .select({ seedId: upgrades.seedId, clientSeed: upgrades.clientSeed, hash: upgrades.serverSeedHash })
            .from(upgrades)
            .where(eq(upgrades.userId, userId));
          expect(stored).toEqual([{ seedId: rows[0]!.id, clientSeed, hash: serverSeedHash }]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps the ledger references of sales', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostile, { minLength: 1, maxLength: 4 }), async (refs) => {
        const players: { userId: number; itemId: number }[] = [];
        for (let i = 0; i < refs.length; i += 1) players.push(await playerWithItem());
        const userIds = players.map((p) => p.userId);
        await rawTransaction(database.db, async (tx) => {
          const state = await readSellState(tx, { users: userIds, everything: [], items: players.map((p) => p.itemId) }, 'wait');
          const plans = planSales(
            players.map((p) => ({ userId: p.userId, selection: { ids: [p.itemId] } })),
            state,
            'wait',
          );
          const sales = plans.map((p, i) => {
            if (p.kind !== 'ok') throw new Error(`not planned: ${p.kind}`);
            return { ...p.sale, ref: refs[i]! };
          });
          const values = await writeSales(tx, sales, userIds);
          expect([...values.values()]).toEqual(userIds.map(() => 1_000));
        });
        const rows = await database.db.select({ userId: ledger.userId, ref: ledger.ref }).from(ledger).where(inArray(ledger.userId, userIds)).orderBy(asc(ledger.id));
        // An empty reference is stored as none.
        expect(rows).toEqual(userIds.map((userId, i) => ({ userId, ref: refs[i]!.toWellFormed() || null })));
      }),
      { numRuns: RUNS },
    );
  });
});

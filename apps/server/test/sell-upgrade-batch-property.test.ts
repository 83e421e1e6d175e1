import { describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { hashServerSeed, rollTicket } from '@tastydrop/domain';
import type { Database } from '../src/platform/db/index.js';
import type { BatchOutcome } from '../src/platform/db/request-batcher.js';
import { fairnessSeeds, inventoryItems, itemTypes, ledger, upgrades, users } from '../src/platform/db/schema/index.js';
import { AppError } from '../src/core/app-error.js';
import { runSellBatch, type SellRequest } from '../src/modules/inventory/sell-items-batch.js';
import { sellItems } from '../src/modules/inventory/sell-items.js';
import { runUpgradeBatch } from '../src/modules/upgrades/upgrade-items-batch.js';
import { createCaseCatalog } from '../src/modules/cases/case-catalog.js';
import { prepareUpgrade, upgradeItemsChecked, type UpgradeRequest } from '../src/modules/upgrades/upgrade-items.js';
import { createUser } from '../src/modules/users/create-user.js';
import { bookMismatches } from './ledger-check.js';
import { createTestDatabase, longRuns, seededRandom, twinDatabases } from './helpers.js';
import { FIXTURE_PRICES, giveItems, seedUpgradeCatalog } from './upgrades-fixtures.js';

// The same random batches of sales and upgrades run through the batched path on one database and
// one by one, in arrival order, through the single path on an identical twin; every answer and
// every row they write must be the same.

const PLAYERS = 6;
/**
 * Random rounds: all of them on PostgreSQL; on the embedded database (see longRuns) the first 15, which
 * already meet every case checked at the end (too high a multiplier comes last, in round 14).
 */
const ROUNDS = longRuns ? 25 : 15;

interface Twin {
  database: Database;
  userIds: number[];
  /** Catalog price → item id; the items of the two dearest prices are a pack and a special item. */
  idOf: Map<number, number>;
}

const PACK_PRICE = 50_000;
const SPECIAL_PRICE = 300;
/** Upgrade targets: the ordinary catalog items. */
const TARGETS = FIXTURE_PRICES.filter((p) => p !== PACK_PRICE && p !== SPECIAL_PRICE);

async function makeTwin(): Promise<Twin> {
  const database = await createTestDatabase();
  const idOf = await seedUpgradeCatalog(database.db);
  await database.db.insert(itemTypes).values([
    { itemId: idOf.get(PACK_PRICE)!, type: 2 },
    { itemId: idOf.get(SPECIAL_PRICE)!, type: 3 },
  ]);
  const userIds: number[] = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    const userId = await createUser(database.db, { regType: 'quick', nickname: `p${i}`, avatar: '/a.svg' });
    userIds.push(userId);
    // Fixed seed pairs so both twins roll the same tickets.
    const serverSeed = `server-seed-${i}`.padEnd(64, '0');
    await database.db.insert(fairnessSeeds).values({ userId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: `client${i}` });
  }
  return { database, userIds, idOf };
}

/** What a request's answer shows, whichever path gave it. */
function summary(outcome: BatchOutcome<unknown>): unknown {
  if (outcome.kind === 'error') {
    const error = outcome.error as AppError;
    return { error: error.code, parameters: error.parameters };
  }
  if (outcome.kind === 'single') return { single: true };
  return outcome.value;
}

async function settle<T>(run: () => Promise<T>): Promise<BatchOutcome<T>> {
  try {
    return { kind: 'ok', value: await run() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { kind: 'error', error };
  }
}

async function rowsOf(database: Database) {
  const db = database.db;
  return {
    users: await db.select({ id: users.id, balance: users.balance, coins: users.coinBalance, exp: users.experience }).from(users).orderBy(asc(users.id)),
    ledger: await db
      .select({ userId: ledger.userId, currency: ledger.currency, delta: ledger.delta, after: ledger.balanceAfter, reason: ledger.reason, ref: ledger.ref })
      .from(ledger)
      .orderBy(asc(ledger.id)),
    items: await db
      .select({ id: inventoryItems.id, userId: inventoryItems.userId, itemId: inventoryItems.itemId, price: inventoryItems.price, status: inventoryItems.status, source: inventoryItems.source, timer: inventoryItems.timerUntil })
      .from(inventoryItems)
      .orderBy(asc(inventoryItems.id)),
    seeds: await db.select({ id: fairnessSeeds.id, userId: fairnessSeeds.userId, nonce: fairnessSeeds.nonce }).from(fairnessSeeds).orderBy(asc(fairnessSeeds.id)),
    upgrades: (await db.select().from(upgrades).orderBy(asc(upgrades.id))).map(({ createdAt: _, ...row }) => row),
  };
}

/** Each player's items in progress (the same on both twins). */
async function availableItems(twin: Twin): Promise<Map<number, number[]>> {
  const rows = await twin.database.db
    .select({ id: inventoryItems.id, userId: inventoryItems.userId })
    .from(inventoryItems)
    .where(eq(inventoryItems.status, 'progress'))
    .orderBy(asc(inventoryItems.id));
  const out = new Map<number, number[]>();
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.id]);
  return out;
}

describe('batched selling and upgrading give what one-by-one requests give', () => {
  const twins = twinDatabases(makeTwin);

  it('over random batches: several players, the same item twice, sell-all racing sell-one, upgrades with and without the items', async () => {
    const { batched, single } = twins;
    const rand = seededRandom(20261124);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    const seen = new Set<string>();
    /** Every inventory id given to each player so far (sold, staked or not): requests pick among them. */
    const given: number[][] = Array.from({ length: PLAYERS }, () => []);
    for (let round = 0; round < ROUNDS; round += 1) {
      // New items for some players, the same on both twins (so the ids are the same too).
      for (let i = 0; i < PLAYERS; i += 1) {
        const prices = Array.from({ length: Math.floor(rand() * 4) }, () => pick([200, 500, 1_000, 2_000, 3_000, 5_000, 10_000, 10_000, 15_000, SPECIAL_PRICE, PACK_PRICE]));
        let ids: number[] = [];
        for (const twin of [batched, single]) {
          ids = await giveItems(twin.database.db, twin.userIds[i]!, prices.map((price) => ({ itemId: twin.idOf.get(price)!, price })));
        }
        given[i]!.push(...ids);
      }
      // Mostly items still available, sometimes one sold or staked already, or another player's.
      const available = await availableItems(batched);
      const someOf = (player: number) =>
        Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
          const r = rand();
          const own = available.get(batched.userIds[player]!) ?? [];
          return r < 0.1 ? pick(given[(player + 1) % PLAYERS]!.concat(1)) : r < 0.3 || own.length === 0 ? pick(given[player]!.concat(1)) : pick(own);
        });

      const size = 1 + Math.floor(rand() * 12);
      const sales = Array.from({ length: size }, () => {
        const player = Math.floor(rand() * PLAYERS);
        const r = rand();
        const selection: SellRequest['selection'] = r < 0.1 ? { all: true } : r < 0.5 ? { ids: someOf(player).slice(0, 1) } : { ids: someOf(player) };
        return { player, selection };
      });
      const saleOutcomes = await runSellBatch(
        batched.database.db,
        sales.map((s) => ({ userId: batched.userIds[s.player]!, selection: s.selection })),
      );
      const expectedSales: BatchOutcome<unknown>[] = [];
      for (const s of sales) expectedSales.push(await settle(() => sellItems(single.database.db, single.userIds[s.player]!, s.selection)));
      expect(saleOutcomes.map(summary), `sales of round ${round}: ${JSON.stringify(sales)}`).toEqual(expectedSales.map(summary));
      for (const o of saleOutcomes) seen.add(`sell:${o.kind === 'error' ? (o.error as AppError).code : o.kind}`);
      expect(await rowsOf(batched.database)).toEqual(await rowsOf(single.database));

      const count = 1 + Math.floor(rand() * 10);
      const ups = Array.from({ length: count }, () => {
        const player = Math.floor(rand() * PLAYERS);
        return { player, items: someOf(player), target: pick(TARGETS), reversed: rand() < 0.5 };
      });
      const prepare = async (twin: Twin, u: (typeof ups)[number]): Promise<UpgradeRequest> =>
        prepareUpgrade(createCaseCatalog(twin.database.db, 'dota', 0), 'dota', twin.userIds[u.player]!, { items: u.items, targetItemId: twin.idOf.get(u.target)!, reversed: u.reversed });
      const prepared: UpgradeRequest[] = [];
      for (const u of ups) prepared.push(await prepare(batched, u));
      const upgradeOutcomes = await runUpgradeBatch(batched.database.db, 'dota', prepared);
      const expectedUpgrades: BatchOutcome<unknown>[] = [];
      for (const u of ups) {
        const request = await prepare(single, u);
        expectedUpgrades.push(await settle(() => upgradeItemsChecked(single.database.db, request)));
      }
      expect(upgradeOutcomes.map(summary), `upgrades of round ${round}: ${JSON.stringify(ups)}`).toEqual(expectedUpgrades.map(summary));
      const twice = ups.filter((u, i) => upgradeOutcomes[i]!.kind === 'ok' && ups.some((v, j) => j < i && v.player === u.player && upgradeOutcomes[j]!.kind === 'ok'));
      if (twice.length > 0) seen.add('upgrade:one player twice in a batch');
      for (const o of upgradeOutcomes) {
        if (o.kind !== 'ok') seen.add(`upgrade:${o.kind === 'error' ? (o.error as AppError).code : o.kind}`);
        else {
          seen.add(`upgrade:${o.value.success ? 'won' : o.value.pityPrize ? 'lost-pity' : 'lost'}`);
          if (o.value.coinsPrize > 0) seen.add('upgrade:coins');
        }
      }
      expect(await rowsOf(batched.database)).toEqual(await rowsOf(single.database));
    }
    // The random batches did meet every case that matters.
    expect([...seen].sort()).toEqual(
      [
        'sell:ok',
        'sell:invalidItem',
        'upgrade:won',
        'upgrade:lost',
        'upgrade:lost-pity',
        'upgrade:coins',
        'upgrade:one player twice in a batch',
        'upgrade:notFoundOutdated',
        'upgrade:itemDroppedSumHigher',
        'upgrade:upgrade_multiplier_too_high',
      ].sort(),
    );
    expect(await bookMismatches(batched.database.db)).toEqual([]);
  });

  it('creates the seed pair of a first upgrade, gives consecutive nonces across one batch, and the rolls verify', async () => {
    const { batched } = twins;
    const db = batched.database.db;
    const userId = await createUser(db, { regType: 'quick', nickname: 'first', avatar: '/a.svg' });
    const ids = await giveItems(db, userId, Array.from({ length: 3 }, () => ({ itemId: batched.idOf.get(1_000)!, price: 1_000 })));
    const requests: UpgradeRequest[] = [];
    for (const id of ids) requests.push(await prepareUpgrade(createCaseCatalog(db, 'dota', 0), 'dota', userId, { items: [id], targetItemId: batched.idOf.get(3_000)!, reversed: false }));
    const outcomes = await runUpgradeBatch(db, 'dota', requests);
    const answers = outcomes.map((o) => (o.kind === 'ok' ? o.value : null));
    expect(answers.map((a) => a?.nonce)).toEqual([0, 1, 2]);
    const [seed] = await db.select().from(fairnessSeeds).where(eq(fairnessSeeds.userId, userId));
    expect(seed!.nonce).toBe(3);
    for (const a of answers) expect(a!.roll).toBe(rollTicket(seed!.serverSeed, seed!.clientSeed, a!.nonce, 0));
    const stored = await db.select({ seedId: upgrades.seedId, hash: upgrades.serverSeedHash }).from(upgrades).where(sql`${upgrades.userId} = ${userId}`);
    expect(stored).toEqual(Array(3).fill({ seedId: seed!.id, hash: seed!.serverSeedHash }));
    expect(await bookMismatches(db)).toEqual([]);
  });
});

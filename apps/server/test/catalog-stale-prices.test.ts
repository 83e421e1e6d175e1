import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { upgradeChanceTickets } from '@tastydrop/domain';
import { battles, inventoryItems, items, upgrades } from '../src/platform/db/schema/index.js';
import { createBattle } from '../src/modules/battles/create-battle.js';
import { createCaseCatalog } from '../src/modules/cases/case-catalog.js';
import { openCaseChecked } from '../src/modules/cases/open-case.js';
import { prepareUpgrade, upgradeItemsChecked } from '../src/modules/upgrades/upgrade-items.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';
import { giveItems } from './upgrades-fixtures.js';

// A node may hold the catalog as it was before a change it has not heard of yet. Nothing it holds decides
// what a transaction pays: drops, upgrade targets and a battle's prizes are worth their items' prices as the
// transaction reads them, and a case whose price now means another currency refuses opens holding it as it was.

const HOUR = 3_600_000;

let t: TestApp;
let fixtures: FixtureCatalog;
let owner: ConsoleUser;
beforeAll(async () => {
  t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000', AUTH_RATE_LIMIT: '100000' } });
  fixtures = await seedFixtureCatalog(t.database.db);
  owner = await consoleUser(t, 'owner');
});
afterAll(async () => {
  await t.close();
});

async function funded(): Promise<{ token: string; userId: number }> {
  const player = await registerUser(t.app);
  await credit(t.database.db, { userId: player.userId, currency: 'money', amount: 1_000_000, reason: 'test' });
  await credit(t.database.db, { userId: player.userId, currency: 'coins', amount: 1_000_000, reason: 'test' });
  return player;
}

/** Sets the fixture items' prices behind every catalog's back (a change this node has not heard of). */
async function reprice(prices: [number, number, number]): Promise<void> {
  for (const [i, price] of prices.entries()) await t.database.db.update(items).set({ price }).where(eq(items.id, fixtures.itemIds[i]!));
}

const priceNow = async (itemId: number) => (await t.database.db.select({ price: items.price }).from(items).where(eq(items.id, itemId)))[0]!.price;

describe('a stale catalog decides nothing a transaction pays', () => {
  it('a drop is worth its item\'s price when the open writes it', async () => {
    const stale = createCaseCatalog(t.database.db, 'dota', HOUR);
    const c = (await stale.get('basic'))!;
    await reprice([61, 171, 1_301]);
    const player = await funded();
    const opened = await openCaseChecked(t.database.db, player.userId, c, 10);
    const won = await t.database.db.select().from(inventoryItems).where(inArray(inventoryItems.id, opened.response.drops.map((d) => d.inventoryItemId)));
    expect(won).toHaveLength(10);
    for (const item of won) expect(item.price).toBe(await priceNow(item.itemId));
  });

  it('an upgrade\'s chance and prize follow the target\'s price in its transaction', async () => {
    const rare = fixtures.itemIds[2]!;
    const stale = createCaseCatalog(t.database.db, 'dota', HOUR);
    const player = await funded();
    const [staked] = await giveItems(t.database.db, player.userId, [{ itemId: fixtures.itemIds[1]!, price: 500 }]);
    const request = await prepareUpgrade(stale, 'dota', player.userId, { items: [staked!], targetItemId: rare, reversed: false });
    await reprice([61, 171, 4_000]);
    await upgradeItemsChecked(t.database.db, request);
    const [record] = await t.database.db.select().from(upgrades).where(eq(upgrades.userId, player.userId));
    expect(record).toMatchObject({ targetPrice: 4_000, chanceTickets: upgradeChanceTickets(500, 4_000) });
    if (record!.prizeItemId === rare) {
      const [prize] = await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.id, record!.prizeInventoryItemId!));
      expect(prize!.price).toBe(4_000);
    }
  });

  it('a battle freezes its prizes at their items\' prices now, with the price and table of the version in force', async () => {
    const stale = createCaseCatalog(t.database.db, 'dota', HOUR);
    await stale.get('basic');
    await reprice([71, 181, 1_401]);
    const player = await funded();
    const created = await createBattle(t.database.db, stale, player.userId, { cases: [{ id: fixtures.cases.basic!, count: 1 }], mode: '1v1', crazy: false, isPrivate: false });
    const [battle] = await t.database.db.select({ price: battles.price, tables: battles.tables }).from(battles).where(eq(battles.ulid, created.ulid));
    expect(battle!.price).toBe(100);
    for (const drop of battle!.tables[0]!.drops) expect(drop.price).toBe(await priceNow(drop.itemId));
  });

  it('a new currency refuses opens still holding the case as it was, and the next open pays in the new one', async () => {
    const stale = createCaseCatalog(t.database.db, 'dota', HOUR);
    const c = (await stale.get('basic'))!;
    expect(c.row.currency).toBe('GOLD');
    const edit = { slug: 'basic', name: 'Базовый', sectionId: fixtures.sectionId, currency: 'TASTY_COIN', price: 1, volatility: 2 };
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/catalog/cases/${fixtures.cases.basic}`, headers: owner.headers, payload: edit });
    expect(res.statusCode, res.body).toBe(200);
    const player = await funded();
    await expect(openCaseChecked(t.database.db, player.userId, c, 1)).rejects.toMatchObject({ code: 'case_changed' });
    const open = await t.app.inject({ method: 'POST', url: '/api/v1/cases/basic/open', headers: bearer(player.token), payload: {} });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data).toMatchObject({ balance: 10_000, coin_balance: 9_999 });
  });
});

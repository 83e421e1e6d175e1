import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { rollTicket, verifyUpgrade } from '@tastydrop/domain';
import { inventoryItems, items, itemTypes, users } from '../src/platform/db/schema/index.js';
import { bookMismatches } from './ledger-check.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';
import { giveItems, nextTicket, seedUpgradeCatalog, serverSeedOf, statusesOf } from './upgrades-fixtures.js';

let t: TestApp;
let idOf: Map<number, number>;
beforeAll(async () => {
  t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000' } });
  idOf = await seedUpgradeCatalog(t.database.db);
});
afterAll(() => t.close());

const item = (price: number) => ({ itemId: idOf.get(price)!, price });

function upgrade(token: string, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/v1/upgrades/upgrade-items', headers: bearer(token), payload });
}

async function player(prices: number[]) {
  const user = await registerUser(t.app);
  const ids = await giveItems(t.database.db, user.userId, prices.map(item));
  return { ...user, ids };
}

describe('upgrade targets and rate', () => {
  it('lists catalog items with search, price range, group, sort and pages', async () => {
    const get = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/unique-items?${query}` })).json().data;
    const all = await get('per_page=60');
    expect(all.total).toBe(15);
    expect(all.items[0]).toMatchObject({ price: 2, base_price: 2, quality: 'common', price_data: { price: 2, market_price: 2 } });
    const ranged = await get('price_from=10&price_to=100&sort=price_desc');
    expect(ranged.items.map((i: { price: number }) => i.price)).toEqual([100, 80, 50, 30, 20, 15, 10]);
    expect((await get('search=mantle&per_page=60')).items.every((i: { name: string }) => i.name.includes('Mantle'))).toBe(true);
    expect((await get('group=legendary')).items.map((i: { price: number }) => i.price)).toEqual([50, 80]);
    const page2 = await get('per_page=4&page=2');
    expect(page2.items.map((i: { price: number }) => i.price)).toEqual([10, 15, 20, 30]);
    expect((await get('search=%25')).total).toBe(0);
  });

  it('reports the upgrade rate and limits', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/upgrade-rate' });
    expect(res.json().data).toEqual({ upgrade_rate: 0.9, price_max_difference: 8000, max_items: 15, default_factor: 1.5, presets: [1.5, 2, 3, 5, 10, 20] });
  });
});

describe('upgrade errors', () => {
  it('needs a session, items and a target', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/upgrades/upgrade-items', payload: {} });
    expect(anonymous.json().code).toBe('authentication');
    const p = await player([1_000]);
    expect((await upgrade(p.token, { items: [], target_item_id: idOf.get(2_000) })).json().code).toBe('itemsNotSelected');
    expect((await upgrade(p.token, { items: p.ids })).json().code).toBe('upgradeItemNotSelected');
    expect((await upgrade(p.token, { items: p.ids, target_item_id: 999_999 })).json().code).toBe('notFoundOutdated');
    const tooMany = await upgrade(p.token, { items: Array.from({ length: 16 }, (_, i) => i + 1), target_item_id: idOf.get(2_000) });
    expect(tooMany.json().code).toBe('validation');
  });

  it("refuses another player's items and leaves them untouched", async () => {
    const owner = await player([1_000]);
    const thief = await player([]);
    const res = await upgrade(thief.token, { items: owner.ids, target_item_id: idOf.get(2_000) });
    expect(res.json()).toMatchObject({ code: 'notFoundOutdated', parameters: { ids: owner.ids } });
    expect(await statusesOf(t.database.db, owner.ids)).toEqual(['progress']);
  });

  it('needs a target dearer than the input, under 80 times it', async () => {
    const p = await player([1_000, 500]);
    const cheaper = await upgrade(p.token, { items: p.ids, target_item_id: idOf.get(1_500) });
    expect(cheaper.json()).toMatchObject({ code: 'itemDroppedSumHigher', parameters: { minimum: 15.01 } });
    const q = await player([1_000]);
    // 1000 ₽ for 10 ₽ is 100 times: the smallest input for it is 12.51 ₽.
    const far = await upgrade(q.token, { items: q.ids, target_item_id: idOf.get(100_000) });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({ code: 'upgrade_multiplier_too_high', parameters: { minimum: 12.51 } });
    expect(await statusesOf(t.database.db, [...p.ids, ...q.ids])).toEqual(['progress', 'progress', 'progress']);
  });
});

describe('an upgrade', () => {
  it('wins the target: inputs to_upgrade, prize in progress, record verifiable after rotation', async () => {
    const p = await player([500, 500]);
    // 10 ₽ → 15 ₽ is a 60 % chance: tickets 1-60000, or 40001-100000 reversed; pick the side that wins.
    const ticket = await nextTicket(t.database.db, p.userId);
    const reversed = ticket > 60_000;
    const res = await upgrade(p.token, { items: p.ids, target_item_id: idOf.get(1_500), reversed });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ success: true, roll: ticket, chance: 60, reversed, input_total: 10, pity_prize: null, coins_prize: 0, amount_exp: 10, current_exp: 10 });
    expect(data.roll_range).toEqual(reversed ? { from: 40_001, to: 100_000 } : { from: 1, to: 60_000 });
    expect(data.win_prize).toMatchObject({ id: idOf.get(1_500), price: 15 });
    expect(await statusesOf(t.database.db, p.ids)).toEqual(['to_upgrade', 'to_upgrade']);
    const [prize] = await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.id, data.win_prize.inventory_item_id));
    expect(prize).toMatchObject({ userId: p.userId, itemId: idOf.get(1_500), price: 1_500, status: 'progress', source: 'Upgrade' });

    const serverSeed = await serverSeedOf(t.database.db, data.server_seed_hash);
    expect(rollTicket(serverSeed, data.client_seed, data.nonce, 0)).toBe(data.roll);

    const records = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/provably-fair/upgrades', headers: bearer(p.token) })).json().data;
    const before = await records();
    expect(before.total).toBe(1);
    expect(before.items[0]).toMatchObject({ id: data.upgrade_id, server_seed: null, ticket, rate_bp: 9000, chance: 60, success: true });
    expect(before.items[0].input_items).toHaveLength(2);
    await t.app.inject({ method: 'POST', url: '/api/v1/provably-fair/rotate', headers: bearer(p.token) });
    const record = (await t.app.inject({ method: 'GET', url: `/api/v1/provably-fair/upgrades/${data.upgrade_id}`, headers: bearer(p.token) })).json().data;
    expect(record.server_seed).toBe(serverSeed);
    const check = verifyUpgrade({ ticket: rollTicket(record.server_seed, record.client_seed, record.nonce, record.cursor), inputTotal: 1_000, targetPrice: 1_500, rateBp: record.rate_bp, reversed: record.reversed });
    expect(check).toMatchObject({ success: true, chance: 60 });
  });

  it('loses: inputs consumed, the pity item and coins given, ledger balanced', async () => {
    const p = await player([5_000, 5_000]);
    // 100 ₽ → 500 ₽ is an 18 % chance (tickets 1-18000, or 82001-100000 reversed); pick the side that loses.
    const ticket = await nextTicket(t.database.db, p.userId);
    const reversed = ticket <= 18_000;
    const data = (await upgrade(p.token, { items: p.ids, target_item_id: idOf.get(50_000), reversed })).json().data;
    expect(data).toMatchObject({ success: false, win_prize: null, chance: 18, roll: ticket, coins_prize: 1, coin_balance: 1 });
    // The pity item is the dearest catalog item worth at most 5 % of 100 ₽.
    expect(data.pity_prize).toMatchObject({ id: idOf.get(500), price: 5 });
    const [user] = await t.database.db.select({ coins: users.coinBalance }).from(users).where(eq(users.id, p.userId));
    expect(user!.coins).toBe(100);
    const mine = await t.database.db.select().from(inventoryItems).where(and(eq(inventoryItems.userId, p.userId), eq(inventoryItems.status, 'progress')));
    expect(mine.map((i) => [i.itemId, i.source])).toEqual([[idOf.get(500), 'Upgrade']]);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('does not reuse an item that an upgrade consumed', async () => {
    const p = await player([500, 500]);
    await upgrade(p.token, { items: p.ids, target_item_id: idOf.get(2_000) });
    const again = await upgrade(p.token, { items: p.ids, target_item_id: idOf.get(2_000) });
    expect(again.json().code).toBe('notFoundOutdated');
  });
});

describe('upgrade feeds', () => {
  it('lists stakeable items, recent upgrades and statistics', async () => {
    const p = await player([300, 700, 1_000]);
    // The inventory's upgrade group (issue 4) lists what can be staked, dearest first.
    const own = (await t.app.inject({ method: 'GET', url: '/api/v1/inventory/get?group=upgrade', headers: bearer(p.token) })).json().data;
    expect(own.items.map((i: { price: number }) => i.price)).toEqual([10, 7, 3]);
    expect(own).toMatchObject({ total_item: 3, total_price: 20 });
    const done = (await upgrade(p.token, { items: [p.ids[0]!], target_item_id: idOf.get(500) })).json().data;

    const recent = (await t.app.inject({ method: 'GET', url: '/api/v1/upgrades?per_page=3' })).json().data.items;
    expect(recent).toHaveLength(3);
    expect(recent[0]).toMatchObject({ id: done.upgrade_id, user: { id: p.userId }, input_total: 3, items_count: 1, chance: 54, success: done.success });
    const own1 = (await t.app.inject({ method: 'GET', url: `/api/v1/upgrades?user_id=${p.userId}` })).json().data.items;
    expect(own1.map((u: { id: number }) => u.id)).toEqual([done.upgrade_id]);

    const guestStats = (await t.app.inject({ method: 'GET', url: '/api/v1/upgrades/statistic' })).json().data;
    expect(guestStats.total).toBeGreaterThanOrEqual(4);
    expect(guestStats.mine).toBeNull();
    expect(guestStats.best.success).toBe(true);
    const stats = (await t.app.inject({ method: 'GET', url: '/api/v1/upgrades/statistic', headers: bearer(p.token) })).json().data;
    expect(stats.mine).toEqual({ total: 1, success: done.success ? 1 : 0, won_total: done.success ? 5 : 0 });
  });
});

describe('packs and special items', () => {
  it('are neither targets nor stakes', async () => {
    const [pack] = await t.database.db
      .insert(items)
      .values({ game: 'dota', slug: 'fixture-pack', name: 'Fixture Pack', hero: 'Axe', slot: 'pack', rarity: 'mythical', price: 4_000, image: '/static/items/pack.svg' })
      .returning({ id: items.id });
    await t.database.db.insert(itemTypes).values({ itemId: pack!.id, type: 2 });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/unique-items?per_page=60' })).json().data;
    expect(listed.items.map((i: { id: number }) => i.id)).not.toContain(pack!.id);
    expect((await upgrade((await player([1_000])).token, { items: [], target_item_id: pack!.id })).json().code).toBe('itemsNotSelected');
    const p = await player([]);
    const [packId] = await giveItems(t.database.db, p.userId, [{ itemId: pack!.id, price: 4_000 }]);
    expect((await upgrade(p.token, { items: [packId], target_item_id: idOf.get(8_000) })).json().code).toBe('notFoundOutdated');
    const q = await player([1_000]);
    expect((await upgrade(q.token, { items: q.ids, target_item_id: pack!.id })).json().code).toBe('notFoundOutdated');
    expect(await statusesOf(t.database.db, [packId!, ...q.ids])).toEqual(['progress', 'progress']);
  });
});

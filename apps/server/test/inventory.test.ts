import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INVENTORY_PAGE_SIZE, InventoryList, REPLACEMENTS_PER_PAGE } from '@tastydrop/domain';
import { caseDrops, inventoryItems } from '../src/platform/db/schema/index.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { bookMismatches } from './ledger-check.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { addPackAndSpecial, giveItems } from './inventory-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
let catalog: FixtureCatalog;
let pack: { packId: number; specialId: number };
beforeAll(async () => {
  t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000' } });
  catalog = await seedFixtureCatalog(t.database.db);
  pack = await addPackAndSpecial(t.database.db, [catalog.itemIds[0]!, catalog.itemIds[1]!, catalog.itemIds[1]!]);
});
afterAll(() => t.close());

const [CHEAP, MID, RARE] = [0, 1, 2];

async function list(token: string | null, query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/inventory/get?${query}`, headers: token ? bearer(token) : {} });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /inventory/get', () => {
  it('lists the groups with their count and total, newest first, in the contract shape', async () => {
    const user = await registerUser(t.app);
    const db = t.database.db;
    const ids = await giveItems(db, user.userId, [catalog.itemIds[CHEAP]!, catalog.itemIds[MID]!, catalog.itemIds[RARE]!, pack.packId]);
    await db.update(inventoryItems).set({ status: 'selled' }).where(eq(inventoryItems.id, ids[0]!));
    await db.update(inventoryItems).set({ status: 'PREPARING', timerUntil: new Date(Date.now() + 120_000) }).where(eq(inventoryItems.id, ids[1]!));

    const active = (await list(user.token, 'group=active')).body.data;
    expect(active.total_item).toBe(2);
    expect(active.total_price).toBe(10 + 3.5);
    expect(active.items.map((i: { id: number }) => i.id)).toEqual([ids[3], ids[2]]);
    const packItem = active.items[0];
    expect(packItem).toMatchObject({ type: 2, pack_items: true, status: 'progress', name: 'Test Treasure', cs_info: null, is_selected: false });
    expect(active.items[1]).toMatchObject({ type: 1, pack_items: false, price: 10, price_profile: 10, rarity: 'arcana', source: 'Case', timer_data: null });

    const profile = (await list(user.token, 'group=profile')).body.data;
    expect(profile.items.map((i: { id: number }) => i.id)).toEqual([ids[3], ids[2], ids[1]]);
    const preparing = profile.items[2];
    expect(preparing.status).toBe('PREPARING');
    expect(preparing.timer_data).toBeGreaterThan(0);
    expect(preparing.timer_data).toBeLessThanOrEqual(120);

    expect((await list(user.token, 'group=withdrawal')).body.data.items.map((i: { id: number }) => i.id)).toEqual([ids[1]]);
    expect((await list(user.token, 'group=all')).body.data.total_item).toBe(4);
    // The upgrade group: available ordinary items only (no packs), dearest first.
    expect((await list(user.token, 'group=upgrade')).body.data.items.map((i: { id: number }) => i.id)).toEqual([ids[2]]);

    // The wire form parses with the contract's schema (after camel-casing).
    const camel = JSON.parse(JSON.stringify(active).replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()));
    expect(InventoryList.safeParse(camel).success).toBe(true);
  });

  it('pages by 45 by default', async () => {
    const user = await registerUser(t.app);
    await giveItems(t.database.db, user.userId, Array.from({ length: INVENTORY_PAGE_SIZE + 5 }, () => catalog.itemIds[CHEAP]!));
    const first = (await list(user.token, 'group=active')).body.data;
    expect(first.items).toHaveLength(INVENTORY_PAGE_SIZE);
    expect(first.total_item).toBe(INVENTORY_PAGE_SIZE + 5);
    const second = (await list(user.token, 'group=active&page=2')).body.data;
    expect(second.items).toHaveLength(5);
    expect(new Set([...first.items, ...second.items].map((i: { id: number }) => i.id)).size).toBe(INVENTORY_PAGE_SIZE + 5);
  });

  it("shows another player's inventory to anyone, and needs a user otherwise", async () => {
    const owner = await registerUser(t.app);
    const viewer = await registerUser(t.app);
    const [id] = await giveItems(t.database.db, owner.userId, [catalog.itemIds[MID]!]);
    expect((await list(viewer.token, `user_id=${owner.userId}`)).body.data.items.map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await list(null, `user_id=${owner.userId}`)).body.data.total_item).toBe(1);
    expect((await list(null, 'group=active')).body.code).toBe('authentication');
    expect((await list(null, 'user_id=99999999')).body.code).toBe('userNotFound');
    // Selling it is the owner's business only.
    const sell = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/sell', headers: bearer(viewer.token), payload: { id } });
    expect(sell.json().code).toBe('invalidItem');
  });

  it("counts the available items' value in /users/me", async () => {
    const user = await registerUser(t.app);
    await giveItems(t.database.db, user.userId, [catalog.itemIds[MID]!, catalog.itemIds[RARE]!]);
    const [gone] = await giveItems(t.database.db, user.userId, [catalog.itemIds[RARE]!], 'selled');
    expect(gone).toBeGreaterThan(0);
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(user.token) })).json().data;
    expect(me.finance.total_amount_items).toBe(11.5);
  });
});

describe('selling many and all', () => {
  it('sells the chosen items, or none of them when one is not available', async () => {
    const user = await registerUser(t.app);
    const ids = await giveItems(t.database.db, user.userId, [catalog.itemIds[CHEAP]!, catalog.itemIds[MID]!, catalog.itemIds[RARE]!]);
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/sell/many', headers: bearer(user.token), payload: { ids: [ids[0], 99999999] } });
    expect(refused.json()).toMatchObject({ code: 'invalidItem', parameters: { ids: [99999999] } });
    const sold = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/sell/many', headers: bearer(user.token), payload: { ids: [ids[0], ids[1]] } });
    expect(sold.json().data).toEqual({ balance: 2, total_amount_items: 10 });
    const all = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/sell/all', headers: bearer(user.token) });
    expect(all.json().data).toEqual({ balance: 12, total_amount_items: 0 });
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/sell/all', headers: bearer(user.token), payload: {} });
    expect(again.json().data).toEqual({ balance: 12, total_amount_items: 0 });
    expect((await list(user.token, 'group=all')).body.data.items.every((i: { status: string }) => i.status === 'selled')).toBe(true);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('does not mix special (type 3) items with others in one selection', async () => {
    const user = await registerUser(t.app);
    const [regular, special] = await giveItems(t.database.db, user.userId, [catalog.itemIds[MID]!, pack.specialId]);
    const mixed = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/sell/many', headers: bearer(user.token), payload: { ids: [regular, special] } });
    expect(mixed.json()).toMatchObject({ code: 'invalidItem', parameters: { reason: 'mixedTypes' } });
    const alone = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/sell/many', headers: bearer(user.token), payload: { ids: [special] } });
    expect(alone.json().data.balance).toBe(3);
  });
});

describe('skin exchange', () => {
  it('lists catalog skins of no greater value and swaps, crediting the difference', async () => {
    const user = await registerUser(t.app);
    const [rare] = await giveItems(t.database.db, user.userId, [catalog.itemIds[RARE]!]);
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/inventory/get/replacements?id=${rare}`, headers: bearer(user.token) });
    const offered = page.json().data;
    // The two cheaper fixture items and the special one (3.00) are not offered; packs and dearer items are not.
    expect(offered.items.map((i: { item_id: number }) => i.item_id)).toEqual([catalog.itemIds[MID], catalog.itemIds[CHEAP]]);
    expect(offered.total).toBe(2);
    expect(offered.items[0]).toMatchObject({ name: 'Mid Item', hero: 'Lina', rarity: 'mythical', price: 1.5 });
    expect(REPLACEMENTS_PER_PAGE).toBeGreaterThan(2);

    const packTarget = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/replacement', headers: bearer(user.token), payload: { inventory_id: rare, item_id: pack.packId } });
    expect(packTarget.json().code).toBe('invalidItem');
    const swap = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/replacement', headers: bearer(user.token), payload: { inventory_id: rare, item_id: catalog.itemIds[MID] } });
    const body = swap.json().data;
    expect(body).toMatchObject({ status: 'EXCHANGED', balance: 8.5, item: { item_id: catalog.itemIds[MID], price: 1.5, status: 'progress', source: 'Change' } });
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/replacement', headers: bearer(user.token), payload: { inventory_id: rare, item_id: catalog.itemIds[CHEAP] } });
    expect(again.json().code).toBe('invalidItem');
    const statuses = (await list(user.token, 'group=all')).body.data.items.map((i: { id: number; status: string }) => [i.id, i.status]);
    expect(statuses).toEqual([
      [body.item.id, 'progress'],
      [rare, 'EXCHANGED'],
    ]);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });
});

describe('packs', () => {
  it('unpack once: the pack turns unpacked and its contents appear as new items', async () => {
    const user = await registerUser(t.app);
    await credit(t.database.db, { userId: user.userId, currency: 'money', amount: 1, reason: 'test' });
    const [packItem, plain] = await giveItems(t.database.db, user.userId, [pack.packId, catalog.itemIds[CHEAP]!]);
    const notPack = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/packs/open', headers: bearer(user.token), payload: { inventory_id: plain } });
    expect(notPack.json().code).toBe('invalidItem');
    const [a, b] = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: 'POST', url: '/api/v1/inventory/packs/open', headers: bearer(user.token), payload: { inventory_id: packItem } })),
    );
    const ok = [a!, b!].filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const opened = ok[0]!.json().data.items;
    expect(opened.map((i: { item_id: number; status: string; price: number }) => [i.item_id, i.status, i.price])).toEqual([
      [catalog.itemIds[CHEAP], 'progress', 0.5],
      [catalog.itemIds[MID], 'progress', 1.5],
      [catalog.itemIds[MID], 'progress', 1.5],
    ]);
    const all = (await list(user.token, 'group=all')).body.data.items;
    expect(all.find((i: { id: number }) => i.id === packItem).status).toBe('unpacked');
    expect(all).toHaveLength(5);
  });
});

describe('pack contents', () => {
  it('lists what a pack holds to anyone, in unpacking order; an ordinary item is not a pack', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/inventory/packs/${pack.packId}/items` });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items;
    expect(items.map((i: { item_id: number; price: number }) => [i.item_id, i.price])).toEqual([
      [catalog.itemIds[CHEAP], 0.5],
      [catalog.itemIds[MID], 1.5],
      [catalog.itemIds[MID], 1.5],
    ]);
    expect(Object.keys(items[0]).sort()).toEqual(['hero', 'image', 'item_id', 'name', 'price', 'rarity']);
    const plain = await t.app.inject({ method: 'GET', url: `/api/v1/inventory/packs/${catalog.itemIds[CHEAP]}/items` });
    expect([plain.statusCode, plain.json().code]).toEqual([404, 'dataNotFound']);
  });

  it("marks a pack among a case's drops, so its contents can be looked at", async () => {
    // A case no test opens gets the pack; a second app reads the catalog afresh.
    await t.database.db.insert(caseDrops).values({ caseId: catalog.cases.ended!, itemId: pack.packId, weight: 1 });
    const fresh = await createTestApp({ database: t.database, env: { CATALOG_TTL_MS: '0' } });
    try {
      const drops = (await fresh.app.inject({ method: 'GET', url: '/api/v1/cases/ended' })).json().data.drops;
      expect(drops.map((d: { id: number; pack: boolean }) => [d.id, d.pack]).sort()).toEqual(
        [[pack.packId, true], ...catalog.itemIds.map((id) => [id, false])].sort(),
      );
    } finally {
      await fresh.close();
    }
  });
});

describe('site configuration', () => {
  it('says withdrawals are in test mode when no bot is configured', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/v1/site-config' })).json().data;
    expect(config.withdrawals_sandbox).toBe(true);
    const real = await createTestApp({ database: t.database, env: { STEAM_BOTS: '[{"accountName":"a","password":"b","sharedSecret":"c","identitySecret":"d"}]' } });
    try {
      expect((await real.app.inject({ method: 'GET', url: '/api/v1/site-config' })).json().data.withdrawals_sandbox).toBe(false);
    } finally {
      await real.close();
    }
  });
});

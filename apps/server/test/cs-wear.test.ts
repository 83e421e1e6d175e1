import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { exteriorOfFloat, rollFloat } from '@tastydrop/domain';
import { inventoryItems, items, openings } from '../src/platform/db/schema/index.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
let skinIds: number[];
beforeAll(async () => {
  t = await createTestApp({ env: { GAME: 'cs', OPEN_RATE_LIMIT: '100000', CATALOG_TTL_MS: '0' } });
  const catalog = await seedFixtureCatalog(t.database.db, 'cs');
  // Two of the three items are skins of one exterior each (Minimal Wear, Battle-Scarred cut by the skin's range); the third has no wear.
  skinIds = catalog.itemIds.slice(0, 2);
  await t.database.db.update(items).set({ name: 'P250 | Sand Dune (Minimal Wear)', floatMin: 0.07, floatMax: 0.15 }).where(eq(items.id, skinIds[0]!));
  await t.database.db.update(items).set({ name: 'AK-47 | Redline (Battle-Scarred)', floatMin: 0.45, floatMax: 0.7 }).where(eq(items.id, skinIds[1]!));
}, 60_000);
afterAll(() => t.close());

interface Drop {
  id: number;
  name: string;
  inventory_item_id: number;
  opening_id: number;
  nonce: number;
  cursor: number;
  float: number | null;
}
interface Opening {
  id: number;
  server_seed: string | null;
  client_seed: string;
  nonce: number;
  cursor: number;
  float: number | null;
  float_range: { min: number; max: number } | null;
}

describe('wear float of a CS drop', () => {
  it('is stored on the opening and the inventory item and recomputes from the revealed seeds', async () => {
    const user = await registerUser(t.app);
    await credit(t.database.db, { userId: user.userId, currency: 'money', amount: 1_000_000, reason: 'test' });
    const drops: Drop[] = [];
    for (const [slug, times] of [['basic', 10], ['multifix', 3]] as const) {
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/cases/${slug}/open`, headers: bearer(user.token), payload: { multi_open: times } });
      expect(res.statusCode, res.body).toBe(200);
      drops.push(...(res.json().data.drops as Drop[]));
    }
    const withWear = drops.filter((d) => skinIds.includes(d.id));
    expect(withWear.length).toBeGreaterThan(0);
    for (const d of drops) expect(d.float === null).toBe(!skinIds.includes(d.id));

    const stored = await t.database.db
      .select({ id: inventoryItems.id, float: inventoryItems.float })
      .from(inventoryItems)
      .where(inArray(inventoryItems.id, drops.map((d) => d.inventory_item_id)));
    const inventoryFloat = new Map(stored.map((r) => [r.id, r.float]));
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/inventory/get?per_page=100', headers: bearer(user.token) })).json().data.items as { id: number; float: number | null }[];
    const listedFloat = new Map(listed.map((i) => [i.id, i.float]));

    const rotate = await t.app.inject({ method: 'POST', url: '/api/v1/provably-fair/rotate', headers: bearer(user.token) });
    expect(rotate.statusCode).toBe(200);
    for (const d of drops) {
      const opening = (await t.app.inject({ method: 'GET', url: `/api/v1/provably-fair/openings/${d.opening_id}`, headers: bearer(user.token) })).json().data as Opening;
      expect(opening.float).toBe(d.float);
      expect(inventoryFloat.get(d.inventory_item_id)).toBe(d.float);
      expect(listedFloat.get(d.inventory_item_id)).toBe(d.float);
      if (d.float === null) {
        expect(opening.float_range).toBeNull();
        continue;
      }
      const recomputed = rollFloat(opening.server_seed!, opening.client_seed, opening.nonce, opening.cursor, opening.float_range!);
      expect(recomputed).toBe(opening.float);
      expect(opening.float).toBeGreaterThanOrEqual(opening.float_range!.min);
      expect(opening.float).toBeLessThan(opening.float_range!.max);
      expect(exteriorOfFloat(opening.float!)).toBe(d.name.endsWith('(Minimal Wear)') ? 'MW' : 'BS');
    }
  });

  it('shows each skin drop its float range in the case contents', async () => {
    const c = (await t.app.inject({ method: 'GET', url: '/api/v1/cases/basic' })).json().data as { drops: { id: number; float_range: unknown }[] };
    expect(c.drops.find((d) => d.id === skinIds[0])!.float_range).toEqual({ min: 0.07, max: 0.15 });
    expect(c.drops.filter((d) => !skinIds.includes(d.id)).every((d) => d.float_range === null)).toBe(true);
  });
});

describe('top drops of the CS site', () => {
  it('counts the ★ knives and gloves, not arcanas, in the footer and the arcane count', async () => {
    const [star, arcana] = skinIds as [number, number];
    await t.database.db.update(items).set({ rarity: 'ultra' }).where(eq(items.id, star));
    await t.database.db.update(items).set({ rarity: 'arcana' }).where(eq(items.id, arcana));
    const dropsOf = (id: number) => t.database.db.select({ id: openings.id }).from(openings).where(eq(openings.itemId, id));
    // Open until both have dropped (a quarter of the drops are the second one).
    const user = await registerUser(t.app);
    await credit(t.database.db, { userId: user.userId, currency: 'money', amount: 1_000_000, reason: 'test' });
    for (let i = 0; i < 20 && ((await dropsOf(star)).length === 0 || (await dropsOf(arcana)).length === 0); i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/cases/basic/open', headers: bearer(user.token), payload: { multi_open: 10 } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const starDrops = await dropsOf(star);
    expect(starDrops.length).toBeGreaterThan(0);
    expect((await dropsOf(arcana)).length).toBeGreaterThan(0);
    const footer = (await t.app.inject({ method: 'GET', url: '/api/v1/footer-stats' })).json().data as { arcanes: number };
    expect(footer.arcanes).toBe(starDrops.length);
    const count = (await t.app.inject({ method: 'GET', url: '/api/v1/cases/arcane/count' })).json().data as { count: number };
    expect(count.count).toBe(starDrops.length);
  });
});

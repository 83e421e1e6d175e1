import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { rollFloat } from '@tastydrop/domain';
import { inventoryItems, items } from '../src/platform/db/schema/index.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';
import { giveItems, seedUpgradeCatalog } from './upgrades-fixtures.js';

/** The wear range every skin of this catalog rolls in (Field-Tested). */
const RANGE = { min: 0.15, max: 0.38 };

let t: TestApp;
let idOf: Map<number, number>;
beforeAll(async () => {
  t = await createTestApp({ env: { GAME: 'cs', OPEN_RATE_LIMIT: '100000' } });
  idOf = await seedUpgradeCatalog(t.database.db);
  await t.database.db
    .update(items)
    .set({ game: 'cs', floatMin: RANGE.min, floatMax: RANGE.max })
    .where(inArray(items.id, [...idOf.values()]));
}, 60_000);
afterAll(() => t.close());

interface Prize {
  inventory_item_id: number;
  float: number | null;
}
interface SeedRecord {
  server_seed: string | null;
  client_seed: string;
  nonce: number;
  cursor: number;
  float: number | null;
  float_range: { min: number; max: number } | null;
}

async function player(count: number, price: number) {
  const user = await registerUser(t.app);
  const ids = await giveItems(t.database.db, user.userId, Array.from({ length: count }, () => ({ itemId: idOf.get(price)!, price })));
  return { ...user, ids };
}

async function inventoryFloats(ids: number[]): Promise<Map<number, number | null>> {
  const rows = await t.database.db.select({ id: inventoryItems.id, float: inventoryItems.float }).from(inventoryItems).where(inArray(inventoryItems.id, ids));
  return new Map(rows.map((r) => [r.id, r.float]));
}

/** The record's float, recomputed from its revealed seeds on the outcome's float cursor. */
function recompute(record: SeedRecord): number {
  expect(record.server_seed).not.toBeNull();
  expect(record.float_range).toEqual(RANGE);
  return rollFloat(record.server_seed!, record.client_seed, record.nonce, record.cursor, record.float_range!);
}

function expectInRange(float: number | null): asserts float is number {
  expect(float).not.toBeNull();
  expect(float!).toBeGreaterThanOrEqual(RANGE.min);
  expect(float!).toBeLessThan(RANGE.max);
}

describe('wear float of a CS upgrade prize', () => {
  it('is rolled into the prize skin range, stored on the inventory item and reproduced by the check', async () => {
    // Each upgrade wins with a chance of 45 %: with 24 of them, none winning (and no pity prize) has a chance under one in a million.
    const p = await player(24, 1_000);
    const done: { id: number; prize: Prize }[] = [];
    for (const id of p.ids) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/upgrades/upgrade-items', headers: bearer(p.token), payload: { items: [id], target_item_id: idOf.get(2_000) } });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { upgrade_id: number; win_prize: Prize | null; pity_prize: Prize | null };
      const prize = data.win_prize ?? data.pity_prize;
      if (prize) done.push({ id: data.upgrade_id, prize });
    }
    expect(done.length).toBeGreaterThan(0);
    const stored = await inventoryFloats(done.map((d) => d.prize.inventory_item_id));
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/provably-fair/rotate', headers: bearer(p.token) })).statusCode).toBe(200);
    for (const { id, prize } of done) {
      expectInRange(prize.float);
      expect(stored.get(prize.inventory_item_id)).toBe(prize.float);
      const record = (await t.app.inject({ method: 'GET', url: `/api/v1/provably-fair/upgrades/${id}`, headers: bearer(p.token) })).json().data as SeedRecord;
      expect(record.float).toBe(prize.float);
      expect(recompute(record)).toBe(prize.float);
    }
  });
});

describe('wear float of a CS contract prize', () => {
  it('is rolled into the prize skin range, stored on the inventory item and reproduced by the check', async () => {
    const p = await player(6, 1_000);
    const signed: { id: number; prize: Prize }[] = [];
    for (const batch of [p.ids.slice(0, 3), p.ids.slice(3)]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/contracts', headers: bearer(p.token), payload: { items: batch } });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { contract_id: number; prize: Prize };
      signed.push({ id: data.contract_id, prize: data.prize });
    }
    const stored = await inventoryFloats(signed.map((s) => s.prize.inventory_item_id));
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/provably-fair/rotate', headers: bearer(p.token) })).statusCode).toBe(200);
    for (const { id, prize } of signed) {
      expectInRange(prize.float);
      expect(stored.get(prize.inventory_item_id)).toBe(prize.float);
      const record = (await t.app.inject({ method: 'GET', url: `/api/v1/provably-fair/contracts/${id}`, headers: bearer(p.token) })).json().data as SeedRecord;
      expect(record.float).toBe(prize.float);
      expect(recompute(record)).toBe(prize.float);
    }
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/inventory/get?per_page=100', headers: bearer(p.token) })).json().data.items as { id: number; float: number | null }[];
    for (const { prize } of signed) expect(listed.find((i) => i.id === prize.inventory_item_id)?.float).toBe(prize.float);
  });
});

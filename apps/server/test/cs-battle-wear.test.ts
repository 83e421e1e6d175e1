import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { exteriorOfFloat, verifyBattleRecord, type Battle } from '@tastydrop/domain';
import { battleDrops, battles, inventoryItems, items } from '../src/platform/db/schema/index.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { call, makePlayer, runBattleJobs } from './battles-fixtures.js';

let t: TestApp;
let catalog: FixtureCatalog;
/** Item id → the wear range of the two skins; the third fixture item has no wear. */
const RANGES = new Map<number, { min: number; max: number }>();
beforeAll(async () => {
  t = await createTestApp({ env: { GAME: 'cs' } });
  catalog = await seedFixtureCatalog(t.database.db, 'cs');
  const [mw, bs] = catalog.itemIds;
  RANGES.set(mw!, { min: 0.07, max: 0.15 }).set(bs!, { min: 0.45, max: 0.7 });
  for (const [id, range] of RANGES) await t.database.db.update(items).set({ floatMin: range.min, floatMax: range.max }).where(eq(items.id, id));
}, 60_000);
afterAll(() => t.close());

function toCamel(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toCamel);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), toCamel(v)]));
  }
  return value;
}

describe('wear float of CS battle drops', () => {
  it('is rolled per drop in the skin range, handed over with the won items and reproduced by the battle check', async () => {
    const a = await makePlayer(t.database.db, 1_000_000);
    const ulid = (await call(t.app, 'POST', '/api/old/battles', a, { cases: [{ id: catalog.cases.basic!, count: 10 }], mode: '1v1v1v1' })).data.battle_ulid as string;
    expect((await call(t.app, 'POST', '/api/old/start', a, { ulid })).status).toBe(200);
    await runBattleJobs(t.database.db, t.app.realtime);

    const battle = toCamel((await call(t.app, 'GET', `/api/old/battle?ulid=${ulid}`)).body.data) as Battle;
    expect(battle.status).toBe('finished');
    expect(verifyBattleRecord(battle)).toMatchObject({ ok: true, problems: [] });
    const drops = battle.rounds.flatMap((r) => r.drops);
    expect(drops.filter((d) => d.float !== null).length).toBeGreaterThan(0);
    for (const d of drops) {
      const range = RANGES.get(d.item.id);
      if (!range) {
        expect(d.float).toBeNull();
        continue;
      }
      expect(d.float!).toBeGreaterThanOrEqual(range.min);
      expect(d.float!).toBeLessThan(range.max);
      expect(exteriorOfFloat(d.float!)).toBe(range.min === 0.07 ? 'MW' : 'BS');
    }
    // The table the check reads carries each skin's range; a changed float fails the check.
    expect(battle.fairness.tables[0]!.drops.filter((d) => d.floatRange !== null).length).toBe(RANGES.size);
    const i = drops.findIndex((d) => d.float !== null);
    const tampered = { ...battle, rounds: battle.rounds.map((r) => ({ ...r, drops: r.drops.map((d) => (d === drops[i] ? { ...d, float: d.float! / 2 } : d)) })) };
    expect(verifyBattleRecord(tampered).ok).toBe(false);

    // The items the winner takes home keep their floats.
    const [row] = await t.database.db.select({ id: battles.id }).from(battles).where(eq(battles.ulid, ulid));
    const stored = await t.database.db.select().from(battleDrops).where(eq(battleDrops.battleId, row!.id));
    const handed = stored.filter((d) => d.inventoryItemId !== null);
    if (handed.length > 0) {
      const inv = await t.database.db.select({ id: inventoryItems.id, float: inventoryItems.float }).from(inventoryItems).where(inArray(inventoryItems.id, handed.map((d) => d.inventoryItemId!)));
      const floatOf = new Map(inv.map((r) => [r.id, r.float]));
      for (const d of handed) expect(floatOf.get(d.inventoryItemId!)).toBe(d.float);
    }
  });
});

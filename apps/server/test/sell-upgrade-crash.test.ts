import { describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { rollTicket } from '@tastydrop/domain';
import { fairnessSeeds, inventoryItems, ledger, upgrades, users } from '../src/platform/db/schema/index.js';
import { bookMismatches } from './ledger-check.js';
import { createPlayers, crashStorage, prepareData } from './crash-fixtures.js';
import { startServerProcess, stopServerProcess } from './server-process.js';
import { giveItems, seedUpgradeCatalog } from './upgrades-fixtures.js';
import { longRuns } from './helpers.js';

const PLAYERS = 6;
const ITEMS = 120;
/** Every item is worth 50 ₽; two of them go into an upgrade toward a 200 ₽ target (a loss gives a pity item and a coin). */
const ITEM_PRICE = 5_000;
const TARGET_PRICE = 20_000;
const prepareStorage = crashStorage('sell-crash');

interface Player {
  userId: number;
  token: string;
  ids: number[];
}

/** Each player sells one item, sells a few, and upgrades two, in three loops, until the server is gone. */
async function storm(url: string, players: Player[], targetId: number, acked: { sales: number; upgrades: number }, stop: () => boolean): Promise<void> {
  const call = async (token: string, path: string, body: object) => {
    const res = await fetch(`${url}/api/v1/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return res.ok;
  };
  const some = (ids: number[], n: number) => Array.from({ length: n }, () => ids[Math.floor(Math.random() * ids.length)]!);
  await Promise.all(
    players.flatMap((p) =>
      [
        () => call(p.token, 'inventory/sell', { id: some(p.ids, 1)[0] }).then((ok) => ok && (acked.sales += 1)),
        () => call(p.token, 'inventory/sell/many', { ids: [...new Set(some(p.ids, 3))] }).then((ok) => ok && (acked.sales += 1)),
        () => call(p.token, 'upgrades/upgrade-items', { items: [...new Set(some(p.ids, 2))], target_item_id: targetId }).then((ok) => ok && (acked.upgrades += 1)),
      ].map(async (step) => {
        while (!stop()) {
          try {
            await step();
          } catch {
            return; // the server is gone
          }
        }
      }),
    ),
  );
}

describe.skipIf(!longRuns).each(['off', 'on'] as const)('a crash during a storm of sales and upgrades (batching %s)', (batching) => {
  it('loses and doubles nothing: no orphan, every sale and upgrade whole, the ledger exact after restart', async () => {
    const storage = await prepareStorage();
    const { players, targetId } = await prepareData(storage, async (db) => {
      const idOf = await seedUpgradeCatalog(db);
      const created = await createPlayers(db, `scrash${batching}`, PLAYERS, 0);
      const withItems: Player[] = [];
      for (const p of created) withItems.push({ ...p, ids: await giveItems(db, p.userId, Array(ITEMS).fill({ itemId: idOf.get(ITEM_PRICE)!, price: ITEM_PRICE })) });
      return { players: withItems, targetId: idOf.get(TARGET_PRICE)! };
    });

    const env = { ...storage.env, OPEN_RATE_LIMIT: '100000', SELL_BATCH: batching, UPGRADE_BATCH: batching };
    const first = await startServerProcess(env);
    let killed = false;
    const acked = { sales: 0, upgrades: 0 };
    const stormed = storm(first.url, players, targetId, acked, () => killed);
    // Kill the server once sales and upgrades are flowing, in the middle of the storm.
    for (let i = 0; i < 1200 && (acked.sales < 20 || acked.upgrades < 10); i += 1) await new Promise((r) => setTimeout(r, 25));
    await stopServerProcess(first, 'SIGKILL');
    killed = true;
    await stormed;
    expect(acked.sales).toBeGreaterThan(0);
    expect(acked.upgrades).toBeGreaterThan(0);

    const second = await startServerProcess(env);
    expect((await fetch(`${second.url}/api/v1/monitoring/status`)).ok).toBe(true);
    await stopServerProcess(second);

    const database = await storage.open();
    const db = database.db;
    try {
      expect(await bookMismatches(db)).toEqual([]);
      let sales = 0;
      let upgraded = 0;
      for (const p of players) {
        const [u] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, p.userId));
        const items = await db.select().from(inventoryItems).where(eq(inventoryItems.userId, p.userId));
        const ups = await db.select().from(upgrades).where(eq(upgrades.userId, p.userId)).orderBy(asc(upgrades.nonce));
        const rows = await db.select().from(ledger).where(eq(ledger.userId, p.userId));
        const sold = items.filter((i) => i.status === 'selled');
        const saleRows = rows.filter((r) => r.reason === 'item_sell');
        sales += saleRows.length;
        upgraded += ups.length;
        // Money: exactly the sold items' worth, credited by the sales' ledger rows.
        expect(u!.balance).toBe(sold.reduce((s, i) => s + i.price, 0));
        expect(saleRows.reduce((s, r) => s + r.delta, 0)).toBe(u!.balance);
        // Upgrades: every staked item is in exactly one upgrade and every upgrade's items are staked.
        const staked = items.filter((i) => i.status === 'to_upgrade').map((i) => i.id);
        const inputs = ups.flatMap((up) => up.inputItems.map((c) => c.inventoryItemId));
        expect([...inputs].sort()).toEqual([...staked].sort());
        // Every prize exists, once; coins come with their ledger rows.
        const prizes = items.filter((i) => i.source === 'Upgrade').map((i) => i.id);
        expect(ups.flatMap((up) => (up.prizeInventoryItemId === null ? [] : [up.prizeInventoryItemId])).sort()).toEqual([...prizes].sort());
        const coinRows = rows.filter((r) => r.reason === 'upgrade_pity');
        expect(coinRows.reduce((s, r) => s + r.delta, 0)).toBe(ups.reduce((s, up) => s + up.coinsPrize, 0));
        const coinRefs = coinRows.map((r) => r.ref);
        expect(coinRefs.sort()).toEqual(ups.filter((up) => up.coinsPrize > 0).map((up) => `upgrade:${up.id}`).sort());
        // Nonces consecutive from the seed pair, each roll verifiable.
        const [seed] = await db.select().from(fairnessSeeds).where(and(eq(fairnessSeeds.userId, p.userId), eq(fairnessSeeds.active, true)));
        expect(ups.map((up) => up.nonce)).toEqual(ups.map((_, i) => i));
        if (ups.length > 0) expect(seed!.nonce).toBe(ups.length);
        for (const up of ups) expect(up.ticket).toBe(rollTicket(seed!.serverSeed, seed!.clientSeed, up.nonce, 0));
      }
      // Every acknowledged request is stored (one in flight at the kill may or may not be).
      expect(sales).toBeGreaterThanOrEqual(acked.sales);
      expect(upgraded).toBeGreaterThanOrEqual(acked.upgrades);
      const [orphans] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(inventoryItems)
        .where(sql`${inventoryItems.source} = 'Upgrade' AND NOT EXISTS (SELECT 1 FROM ${upgrades} WHERE ${upgrades.prizeInventoryItemId} = ${inventoryItems.id})`);
      expect(orphans!.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 180_000);
});

import { eq } from 'drizzle-orm';
import { hashServerSeed, rollTicket } from '@tastydrop/domain';
import type { Db } from '../src/platform/db/index.js';
import { fairnessSeeds, inventoryItems, items } from '../src/platform/db/schema/index.js';
import { activeSeed } from '../src/modules/fairness/seeds.js';

/** Catalog prices (kopecks) of the upgrade and contract tests, cheapest first. */
export const FIXTURE_PRICES = [200, 300, 500, 700, 1_000, 1_500, 2_000, 3_000, 5_000, 8_000, 10_000, 15_000, 20_000, 50_000, 100_000] as const;
const RARITY_BY_INDEX = ['common', 'common', 'uncommon', 'uncommon', 'rare', 'rare', 'mythical', 'mythical', 'legendary', 'legendary', 'immortal', 'immortal', 'arcana', 'ancient', 'ultra'];

/** A catalog of 15 items (one per fixture price); returns price → item id. */
export async function seedUpgradeCatalog(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .insert(items)
    .values(
      FIXTURE_PRICES.map((price, i) => ({
        game: 'dota' as const,
        slug: `fixture-${price}`,
        name: `Fixture ${i % 2 === 0 ? 'Blade' : 'Mantle'} ${price}`,
        hero: i % 3 === 0 ? 'Axe' : 'Lina',
        slot: 'weapon',
        rarity: RARITY_BY_INDEX[i]!,
        price,
        image: `/static/items/fixture-${price}.svg`,
      })),
    )
    .returning({ id: items.id, price: items.price });
  return new Map(rows.map((r) => [r.price, r.id]));
}

/** Puts items in progress straight into a player's inventory (as if dropped); returns their inventory ids. */
export async function giveItems(db: Db, userId: number, entries: { itemId: number; price: number }[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const rows = await db
    .insert(inventoryItems)
    .values(entries.map((e) => ({ userId, itemId: e.itemId, price: e.price, status: 'progress', source: 'Case' as const })))
    .returning({ id: inventoryItems.id });
  return rows.map((r) => r.id);
}

/** The ticket the player's next roll will give (tests read the secret seed to steer outcomes). */
export async function nextTicket(db: Db, userId: number): Promise<number> {
  const seed = await activeSeed(db, userId);
  return rollTicket(seed.serverSeed, seed.clientSeed, seed.nonce, 0);
}

/** The server seed of a pair by its hash (revealed or not), for verification in tests. */
export async function serverSeedOf(db: Db, hash: string): Promise<string> {
  const [row] = await db.select({ seed: fairnessSeeds.serverSeed }).from(fairnessSeeds).where(eq(fairnessSeeds.serverSeedHash, hash));
  if (!row || hashServerSeed(row.seed) !== hash) throw new Error('seed not found');
  return row.seed;
}

export async function statusesOf(db: Db, ids: number[]): Promise<string[]> {
  const out: string[] = [];
  for (const id of ids) {
    const [row] = await db.select({ status: inventoryItems.status }).from(inventoryItems).where(eq(inventoryItems.id, id));
    out.push(row?.status ?? 'missing');
  }
  return out;
}

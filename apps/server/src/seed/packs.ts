import { and, asc, eq } from 'drizzle-orm';
import { RARITIES, TICKETS, type Game, type Rarity } from '@tastydrop/domain';
import type { Db } from '../platform/db/index.js';
import { caseDrops, cases, items } from '../platform/db/schema/index.js';
import { insertCaseDrops, setDropWeight } from '../modules/cases/case-store.js';
import { insertItems, makePack } from '../modules/cases/item-store.js';

/** The demo case the packs drop from. */
const PACK_CASE = 'lucky-coin';

/**
 * Demo packs ("Treasure"): catalog items of type 2 holding 3-5 of the case's own
 * drops; a pack costs exactly what its contents do, so unpacking neither makes nor
 * loses money. `from` is the first content in the case's drops by price.
 */
const PACKS = [
  { slug: 'treasure-of-fortune-i', name: 'Treasure of Fortune I', size: 3, from: 0 },
  { slug: 'treasure-of-fortune-ii', name: 'Treasure of Fortune II', size: 4, from: 2 },
  { slug: 'treasure-of-fortune-iii', name: 'Treasure of Fortune III', size: 5, from: 4 },
] as const;

/** The case's return to player moves by at most this many points once the packs are in (it stays in the RTP band). */
const MAX_RTP_SHIFT = 4;

/**
 * Adds the demo packs and lets the pack case drop them: each pack's tickets come
 * from the case's most common drop. Idempotent; does nothing without the case.
 */
export async function seedPacks(db: Db, game: Game): Promise<void> {
  const [caseRow] = await db.select({ id: cases.id, price: cases.price }).from(cases).where(and(eq(cases.game, game), eq(cases.slug, PACK_CASE)));
  if (!caseRow) return;
  const [existing] = await db.select({ id: items.id }).from(items).where(and(eq(items.game, game), eq(items.slug, PACKS[0].slug)));
  if (existing) return;

  const drops = await db
    .select({ dropId: caseDrops.id, itemId: items.id, price: items.price, rarity: items.rarity, weight: caseDrops.weight })
    .from(caseDrops)
    .innerJoin(items, eq(items.id, caseDrops.itemId))
    .where(eq(caseDrops.caseId, caseRow.id))
    .orderBy(asc(items.price), asc(items.id));
  const donor = drops.reduce((best, d) => (d.weight > best.weight ? d : best), drops[0]!);

  await db.transaction(async (tx) => {
    let taken = 0;
    for (const [k, pack] of PACKS.entries()) {
      const contents = drops.slice(pack.from, pack.from + pack.size);
      if (contents.length < 3) continue;
      const price = contents.reduce((sum, c) => sum + c.price, 0);
      const rarity = RARITIES[Math.max(...contents.map((c) => RARITIES.indexOf(c.rarity as Rarity)))]!;
      const [row] = await insertItems(tx, [{ game, slug: pack.slug, name: pack.name, hero: 'Treasure', slot: 'set', rarity, price, image: `/static/items/${pack.slug}.svg` }]);
      await makePack(tx, row!.id, contents.map((c) => c.itemId));
      // Moving t tickets from the donor to the pack changes the expected value by t·(pack − donor)/TICKETS.
      const tickets = Math.max(1, Math.floor((MAX_RTP_SHIFT / 100 / PACKS.length) * caseRow.price * TICKETS / Math.max(1, price - donor.price)));
      await insertCaseDrops(tx, [{ caseId: caseRow.id, itemId: row!.id, weight: tickets, sort: drops.length + k }]);
      taken += tickets;
    }
    await setDropWeight(tx, donor.dropId, donor.weight - taken);
  });
}

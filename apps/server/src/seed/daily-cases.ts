import { eq } from 'drizzle-orm';
import { MAX_LEVEL, levelBand, type Game } from '@tastydrop/domain';
import type { Db } from '../platform/db/index.js';
import { dailyCases, items } from '../platform/db/schema/index.js';
import { addDailyCase } from '../modules/daily-cases/daily-claims.js';
import { insertCaseDrops, insertCases } from '../modules/cases/case-store.js';
import { ensureSection } from '../modules/cases/section-store.js';
import type { CatalogItemSeed } from './catalog/index.js';
import { pickPool, ticketWeights } from './cases/build-drop-table.js';

const DAILY_SECTION = 'daily';

/** Every level band (1-4, 5-9, tens up to 190-199, 200), in order. */
export function allBands(): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  for (let level = 1; level <= MAX_LEVEL; ) {
    const band = levelBand(level);
    out.push({ from: band.from, to: band.to });
    level = band.to + 1;
  }
  return out;
}

/** Roubles: the dearest item a band's daily case may drop grows with the band. */
function maxPriceFor(index: number): number {
  return Math.round(15 * 1.3 ** index);
}

const look = (index: number): { colors: [string, string]; accent: string } => {
  const hue = (140 + index * 11) % 360;
  return { colors: [`hsl(${hue} 60% 28%)`, `hsl(${(hue + 40) % 360} 70% 45%)`], accent: `hsl(${hue} 80% 70%)` };
};

/**
 * One free case per level band in a hidden section: unavailable for sale (so the paid
 * opening refuses it) and priced 0. Idempotent; needs the item catalog.
 */
export async function seedDailyCases(db: Db, game: Game): Promise<void> {
  const [existing] = await db.select({ id: dailyCases.caseId }).from(dailyCases).where(eq(dailyCases.game, game)).limit(1);
  if (existing) return;
  const catalog = await db.select().from(items).where(eq(items.game, game));
  if (catalog.length === 0) return;
  const seeds: (CatalogItemSeed & { id: number })[] = catalog.map((i) => ({ ...i, rarity: i.rarity as CatalogItemSeed['rarity'], slot: i.slot as CatalogItemSeed['slot'] }));

  await db.transaction(async (tx) => {
    const sectionId = await ensureSection(tx, {
      game,
      slug: DAILY_SECTION,
      name: 'Ежедневные кейсы',
      sort: 100,
      status: 'hidden',
      showOnMain: false,
      showInBattles: false,
      appearance: {
        cardsBackground: 'linear-gradient(180deg, #3dd68c33 0%, #14102b 100%)',
        cardsCircle: '#3dd68c',
        cardsHover: '#ade55c55',
        cardsShadow: '0 8px 32px #3dd68c44',
        lineBreaks: 0,
        titleIcon: 'daily',
        gradient: ['#3dd68c', '#ade55c'],
        gradientText: ['#ffffff', '#ade55c'],
      },
    });

    for (const [index, band] of allBands().entries()) {
      const pool = pickPool(seeds, { maxPrice: maxPriceFor(index), minPrice: index < 3 ? 0 : maxPriceFor(index - 3) / 4, size: 10 }) as (CatalogItemSeed & { id: number })[];
      if (pool.length < 3) continue;
      const tickets = ticketWeights(pool, 3);
      const slug = `daily-${band.from}`;
      const name = band.from === band.to ? `Ежедневный ${band.from}` : `Ежедневный ${band.from}–${band.to}`;
      const [row] = await insertCases(tx, [
        {
          game,
          slug,
          name,
          sectionId,
          sort: index,
          price: 0,
          available: false,
          appearance: { image: `/static/cases/${slug}.svg`, ...look(index) },
          label: { type: 'free', name: 'Бесплатно', color: '#ade55c' },
          level: band.from,
        },
      ]);
      await insertCaseDrops(tx, pool.map((item, sort) => ({ caseId: row!.id, itemId: item.id, weight: tickets[sort]!, sort })));
      await addDailyCase(tx, { caseId: row!.id, game, levelFrom: band.from, levelTo: band.to });
    }
  });
}

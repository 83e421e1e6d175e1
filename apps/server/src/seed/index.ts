import { eq } from 'drizzle-orm';
import type { Game } from '@tastydrop/domain';
import type { Db } from '../platform/db/index.js';
import { isUniqueViolation } from '../platform/db/unique-violation.js';
import { items } from '../platform/db/schema/index.js';
import { insertCaseDrops, insertCases, type NewCase } from '../modules/cases/case-store.js';
import { insertItems } from '../modules/cases/item-store.js';
import { insertSections } from '../modules/cases/section-store.js';
import { DOTA_ITEMS, type CatalogItemSeed } from './catalog/index.js';
import { buildDropTable } from './cases/build-drop-table.js';
import { CASE_PLANS as DOTA_CASE_PLANS } from './cases/plans.js';
import type { CasePlan, SectionPlan } from './cases/types.js';
import { CS_SECTIONS, SECTIONS } from './cases/sections.js';
import { LABEL_COLORS } from './label-colors.js';
import { seedEngagement } from './engagement.js';
import { seedDailyCases } from './daily-cases.js';
import { seedOffers } from './offers.js';
import { seedPacks } from './packs.js';
import { seedPayments } from './payments.js';

interface SeedCatalog {
  items: CatalogItemSeed[];
  sections: SectionPlan[];
  plans: CasePlan[];
}

/**
 * Each game's items, sections and cases. The CS catalog is built from the game's data, loaded only when
 * an empty CS database is seeded, so a running site never holds the library in memory.
 */
const CATALOGS: Record<Game, () => Promise<SeedCatalog>> = {
  dota: async () => ({ items: DOTA_ITEMS, sections: SECTIONS, plans: DOTA_CASE_PLANS }),
  cs: async () => {
    const [{ buildCsCatalog }, { CS_CASE_PLANS }] = await Promise.all([import('./catalog/cs-items.js'), import('./cases/cs-plans.js')]);
    return { items: buildCsCatalog(), sections: CS_SECTIONS, plans: CS_CASE_PLANS };
  },
};

/** The seed catalog of a game (items, sections, case plans). */
export function seedCatalog(game: Game): Promise<SeedCatalog> {
  return CATALOGS[game]();
}

function itemImage(slug: string): string {
  return `/static/items/${slug}.svg`;
}

function caseImage(slug: string): string {
  return `/static/cases/${slug}.svg`;
}

/**
 * Loads the demo catalog (items, sections, cases with drop tables) into a
 * database that has none for the game; does nothing otherwise.
 */
export async function seedDatabase(db: Db, game: Game = 'dota', now = new Date()): Promise<void> {
  await seedPayments(db, now, game);
  const [existing] = await db.select({ id: items.id }).from(items).where(eq(items.game, game)).limit(1);
  if (existing) {
    await seedEngagement(db, game, now);
    await seedDailyCases(db, game);
    await seedOffers(db, game);
    return;
  }

  const { items: catalog, sections: SECTION_PLANS, plans: CASE_PLANS } = await seedCatalog(game);
  await db.transaction(async (tx) => {
    const itemRows = await insertItems(
      tx,
      catalog.map((i) => ({ game, slug: i.slug, name: i.name, hero: i.hero, slot: i.slot, rarity: i.rarity, price: i.price, image: itemImage(i.slug), floatMin: i.floatMin ?? null, floatMax: i.floatMax ?? null })),
    );
    const itemId = new Map(itemRows.map((r) => [r.slug, r.id]));

    const sectionRows = await insertSections(
      tx,
      SECTION_PLANS.map((s, sort) => ({
        game,
        slug: s.slug,
        name: s.name,
        sort,
        isEvent: s.isEvent ?? false,
        showOnMain: s.showOnMain ?? true,
        showInBattles: s.showInBattles ?? true,
        appearance: s.appearance,
      })),
    );
    const sectionId = new Map(sectionRows.map((r) => [r.slug, r.id]));

    const tables = CASE_PLANS.map((plan) => buildDropTable(catalog, plan));
    const caseRows = await insertCases(
      tx,
      CASE_PLANS.map((plan, sort) => caseRow(game, plan, sort, tables[sort]!.price, sectionId.get(plan.section)!, now)),
    );
    const caseId = new Map(caseRows.map((r) => [r.slug, r.id]));
    await insertCaseDrops(
      tx,
      CASE_PLANS.flatMap((plan, k) =>
        tables[k]!.items.map((item, sort) => ({ caseId: caseId.get(plan.slug)!, itemId: itemId.get(item.slug)!, weight: tables[k]!.tickets[sort]!, sort })),
      ),
    );
  });
  await seedPacks(db, game);
  await seedEngagement(db, game, now);
  await seedDailyCases(db, game);
  await seedOffers(db, game);
}

function caseRow(game: Game, plan: CasePlan, sort: number, price: number, sectionId: number, now: Date): NewCase {
  return {
    game,
    slug: plan.slug,
    name: plan.name,
    sectionId,
    sort,
    currency: plan.currency ?? 'GOLD',
    price,
    oldPrice: plan.oldPriceFactor ? Math.round((price * plan.oldPriceFactor) / 100) * 100 : null,
    available: plan.available ?? true,
    appearance: { image: caseImage(plan.slug), colors: plan.colors, accent: plan.accent, shape: plan.art.shape, emblem: plan.art.emblem },
    label: plan.label ? { ...plan.label, color: plan.label.color ?? LABEL_COLORS[plan.label.type] } : null,
    isOffer: plan.isOffer ?? false,
    isLanding: plan.isLanding ?? false,
    multifixNumber: plan.multifixNumber ?? null,
    multicastRange: plan.multicastRange ?? null,
    everyNOpenFree: plan.everyNOpenFree ?? null,
    tastyCoinsMin: plan.tastyCoins?.[0] ?? 0,
    tastyCoinsMax: plan.tastyCoins?.[1] ?? 0,
    level: plan.level ?? 0,
    locked: plan.locked ?? false,
    opensLimit: plan.opensLimit ?? null,
    counterType: plan.opensLimit ? 'quantity' : plan.days ? 'time' : null,
    counterStart: plan.days ? now : null,
    counterEnd: plan.days ? new Date(now.getTime() + plan.days * 86_400_000) : null,
  };
}

/**
 * The seed of a starting node. Nodes starting together on an empty database race to insert the same rows; the
 * loser's insert fails on a unique key and rolls back, and it seeds again, finding the winner's rows (every
 * step is idempotent).
 */
export async function seedOnStart(db: Db, game: Game): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await seedDatabase(db, game);
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}


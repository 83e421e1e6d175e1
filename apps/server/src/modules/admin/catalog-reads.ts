import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { tableVolatility, type Game } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { caseDrops, caseSections, cases, items } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { liveVersion } from './catalog-versions.js';

/** Every case of the site's game with its section, price and whether players see it. */
export async function listCatalogCases(db: Db, game: Game): Promise<Record<string, unknown>[]> {
  const rows = await db
    .select({
      id: cases.id,
      slug: cases.slug,
      name: cases.name,
      sectionId: cases.sectionId,
      section: caseSections.name,
      sort: cases.sort,
      currency: cases.currency,
      price: cases.price,
      available: cases.available,
      hidden: cases.hidden,
    })
    .from(cases)
    .innerJoin(caseSections, eq(caseSections.id, cases.sectionId))
    .where(eq(cases.game, game))
    .orderBy(asc(cases.sort), asc(cases.id));
  const live = await liveVersion(db, game);
  const volatility = await volatilities(db, game, live?.tables ?? {});
  return rows.map((r) => ({ ...r, volatility: volatility.get(r.id) ?? null, published: live ? String(r.id) in live.tables : null }));
}

/**
 * Each case's volatility from its table in force (the live version's, else the working one) at today's item prices:
 * what the case's page shows, measured as the drop-table editor measures it.
 */
async function volatilities(db: Db, game: Game, published: Record<string, { drops: { itemId: number; weight: number }[] }>): Promise<Map<number, number>> {
  const prices = new Map((await db.select({ id: items.id, price: items.price }).from(items).where(eq(items.game, game))).map((i) => [i.id, i.price]));
  const working = new Map<number, { itemId: number; weight: number }[]>();
  const rows = await db.select({ caseId: caseDrops.caseId, itemId: caseDrops.itemId, weight: caseDrops.weight }).from(caseDrops).innerJoin(cases, eq(cases.id, caseDrops.caseId)).where(eq(cases.game, game));
  for (const d of rows) working.set(d.caseId, [...(working.get(d.caseId) ?? []), d]);
  const result = new Map<number, number>();
  for (const id of new Set([...working.keys(), ...Object.keys(published).map(Number)])) {
    const drops = published[String(id)]?.drops ?? working.get(id) ?? [];
    const priced = drops.flatMap((d) => (prices.has(d.itemId) ? [{ weight: d.weight, price: prices.get(d.itemId)! }] : []));
    if (priced.length > 0) result.set(id, tableVolatility(priced));
  }
  return result;
}

export async function listCatalogSections(db: Db, game: Game): Promise<Record<string, unknown>[]> {
  return db.select({ id: caseSections.id, slug: caseSections.slug, name: caseSections.name, sort: caseSections.sort, status: caseSections.status, isEvent: caseSections.isEvent, showOnMain: caseSections.showOnMain, showInBattles: caseSections.showInBattles }).from(caseSections).where(eq(caseSections.game, game)).orderBy(asc(caseSections.sort), asc(caseSections.id));
}

/** Items of the game (prices in minor units, as every console table) matching a name or slug (all when empty), cheapest first, at most 200. */
export async function searchCatalogItems(db: Db, game: Game, q: string): Promise<Record<string, unknown>[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: items.id, slug: items.slug, name: items.name, hero: items.hero, slot: items.slot, rarity: items.rarity, price: items.price, image: items.image, hidden: items.hidden })
    .from(items)
    .where(and(eq(items.game, game), q ? or(ilike(items.name, pattern), ilike(items.slug, pattern)) : undefined))
    .orderBy(asc(items.price), asc(items.id))
    .limit(200);
}

/** A case as the editor opens it: settings and the drop table in force (the live version's, else the working one). */
export async function getCatalogCase(db: Db, game: Game, caseId: number): Promise<{ case: Record<string, unknown>; drops: { itemId: number; name: string; rarity: string; price: number; chance: number }[]; version: number | null }> {
  const [row] = await db.select().from(cases).where(and(eq(cases.id, caseId), eq(cases.game, game)));
  if (!row) throw new AppError('caseNotFound');
  const live = await liveVersion(db, game);
  const versioned = live?.tables[String(caseId)];
  const weights = versioned ? versioned.drops : await db.select({ itemId: caseDrops.itemId, weight: caseDrops.weight }).from(caseDrops).where(eq(caseDrops.caseId, caseId));
  const total = weights.reduce((a, d) => a + d.weight, 0);
  const itemRows = weights.length === 0 ? [] : await db.select().from(items).where(eq(items.game, game));
  const byId = new Map(itemRows.map((i) => [i.id, i]));
  const drops = weights.flatMap((d) => {
    const item = byId.get(d.itemId);
    return item ? [{ itemId: item.id, name: item.name, rarity: item.rarity, price: item.price, chance: total > 0 ? d.weight / total : 0 }] : [];
  });
  // The volatility the case's page shows: the table in force's, as the editor measures a draft.
  const volatility = drops.length > 0 ? tableVolatility(weights.flatMap((d) => (byId.has(d.itemId) ? [{ weight: d.weight, price: byId.get(d.itemId)!.price }] : []))) : null;
  return {
    case: { ...row, image: row.appearance.image, volatility },
    drops,
    version: versioned ? live!.id : null,
  };
}

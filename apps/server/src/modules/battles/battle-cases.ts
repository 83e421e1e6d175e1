import { BATTLE_MAX_ROUNDS, countRounds, type CaseSection } from '@tastydrop/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { items, type BattleCaseSnapshot, type BattleTableSnapshot } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { CaseCatalog, LoadedCase } from '../cases/case-catalog.js';
import { listSections } from '../cases/list-sections.js';
import { floatRangeOf } from '../items/item-float.js';

/**
 * Cases a battle may hold: money-priced, available, one item per open, open to every level,
 * without an opens limit or free opens, in a section shown in battles.
 */
function isBattleCase(c: LoadedCase, battleSectionIds: ReadonlySet<number>): boolean {
  const r = c.row;
  return (
    battleSectionIds.has(r.sectionId) &&
    r.available &&
    r.currency === 'GOLD' &&
    r.price > 0 &&
    !r.multifixNumber &&
    !r.multicastRange &&
    !r.everyNOpenFree &&
    r.opensLimit === null &&
    r.level === 0 &&
    !r.locked &&
    !r.isOffer &&
    c.drops.length > 0
  );
}

async function battleSectionIds(catalog: CaseCatalog): Promise<Set<number>> {
  const { sections } = await catalog.all();
  return new Set(sections.filter((s) => s.showInBattles && s.status === 'active').map((s) => s.id));
}

/** The sections of `GET /old/cases`, holding only cases allowed in battles. */
export async function battleSections(catalog: CaseCatalog): Promise<CaseSection[]> {
  const { cases } = await catalog.all();
  const ids = await battleSectionIds(catalog);
  const allowed = new Set(cases.filter((c) => isBattleCase(c, ids)).map((c) => c.row.id));
  const sections = await listSections(catalog, { battle: true, caseStatuses: ['active'] });
  return sections.map((s) => ({ ...s, cases: s.cases.filter((c) => allowed.has(c.id)) })).filter((s) => s.cases.length > 0);
}

export interface BattleCasesPlan {
  cases: BattleCaseSnapshot[];
  roundCaseIds: number[];
  tables: BattleTableSnapshot[];
  /** One seat's price, kopecks. */
  price: number;
  /** The cached cases the price and tables come from: the battle's transaction checks they are still current. */
  loaded: LoadedCase[];
}

/** Checks the requested cases and round counts and freezes their drop tables for the battle. */
export async function planBattleCases(catalog: CaseCatalog, requested: readonly { id: number; count: number }[]): Promise<BattleCasesPlan> {
  for (const r of requested) if (r.count > BATTLE_MAX_ROUNDS) throw new AppError('error_max_rounds', { maxRounds: BATTLE_MAX_ROUNDS });
  if (countRounds(requested) > BATTLE_MAX_ROUNDS) throw new AppError('error_too_many_rounds', { maxRounds: BATTLE_MAX_ROUNDS });
  const ids = await battleSectionIds(catalog);
  const cases: BattleCaseSnapshot[] = [];
  const tables = new Map<number, BattleTableSnapshot>();
  const roundCaseIds: number[] = [];
  const loaded: LoadedCase[] = [];
  let price = 0;
  for (const r of requested) {
    const c = await catalog.get(r.id);
    if (!c || !isBattleCase(c, ids)) throw new AppError('battle_case_not_allowed', { id: r.id });
    loaded.push(c);
    const existing = cases.find((e) => e.id === c.row.id);
    if (existing) existing.count += r.count;
    else cases.push({ id: c.row.id, name: c.row.slug, title: c.row.name, image: c.row.appearance.image, price: c.row.price, count: r.count });
    if (!tables.has(c.row.id)) tables.set(c.row.id, { caseId: c.row.id, drops: c.drops.map((d) => ({ itemId: d.item.id, price: d.item.price, weight: d.weight, floatRange: floatRangeOf(d.item) })) });
    for (let i = 0; i < r.count; i += 1) roundCaseIds.push(c.row.id);
    price += c.row.price * r.count;
  }
  return { cases, roundCaseIds, tables: [...tables.values()], price, loaded };
}

/** The frozen tables with each drop worth its item's price as `tx` reads it now (what the battle pays out), not the cached catalog's. */
export async function pricedNow(tx: DbOrTx, tables: readonly BattleTableSnapshot[]): Promise<BattleTableSnapshot[]> {
  const ids = [...new Set(tables.flatMap((t) => t.drops.map((d) => d.itemId)))];
  if (ids.length === 0) return [...tables];
  const rows = await tx.select({ id: items.id, price: items.price }).from(items).where(inArray(items.id, ids));
  const price = new Map(rows.map((r) => [r.id, r.price]));
  return tables.map((t) => ({ ...t, drops: t.drops.map((d) => ({ ...d, price: price.get(d.itemId) ?? d.price })) }));
}

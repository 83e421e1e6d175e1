import { and, eq, inArray } from 'drizzle-orm';
import { effectivePrice, expectedValue, type Game, itemsPerOpen, percentToShare, RTP_BAND } from '@tastydrop/domain';
import type { Db, Tx } from '../../platform/db/index.js';
import { cases, catalogVersions, dailyCases, items, type VersionedCase } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { liveVersion, workingTables } from './catalog-versions.js';

/** A change that can move cases' returns: new tables (drops, weights, prices) and new item prices. */
export interface ReturnChange {
  /** Keyed by case id. */
  tables?: Record<string, VersionedCase>;
  /** Minor units by item id. */
  itemPrices?: ReadonlyMap<number, number>;
}

/** One case the change moves: its return (a fraction) and price before and after, and whether the result is allowed. */
export interface CaseReturn {
  caseId: number;
  name: string;
  rtpBefore: number;
  rtpAfter: number;
  priceBefore: number;
  priceAfter: number;
  /** Expected prize value per open before the change, minor units (0 for a case no table held). */
  evBefore: number;
  /** Expected prize value per open after the change, minor units. */
  evAfter: number;
  everyNOpenFree: number | null;
  /** Outside the allowed band or above the ceiling (or a paid case priced at zero). */
  outOfRange: boolean;
  /** A daily case: free by kind, opened once a day through its own path; it has no return to hold. */
  free: boolean;
}

/** The highest return (a fraction) allowed: the band's top or the configured ceiling, whichever is lower. */
export const returnCeiling = (rtpCeiling: number): number => Math.min(rtpCeiling, percentToShare(RTP_BAND.max));

/** Whether a return (a fraction) lies inside the allowed band and at or under the ceiling. */
export function returnAllowed(rtp: number, rtpCeiling: number): boolean {
  return rtp >= percentToShare(RTP_BAND.min) - 1e-9 && rtp <= returnCeiling(rtpCeiling) + 1e-9;
}

function returnOf(table: VersionedCase, price: (itemId: number) => number): { ev: number; rtp: number } {
  const ev = expectedValue(table.drops.map((d) => ({ weight: d.weight, price: price(d.itemId) })), itemsPerOpen(table));
  const paid = effectivePrice(table.price, table.everyNOpenFree);
  return { ev, rtp: paid > 0 ? ev / paid : 0 };
}

/** Every case's table in force: the live version's, or the working table of a case no version holds yet. */
export async function tablesInForce(tx: Tx, game: Game): Promise<Record<string, VersionedCase>> {
  const live = await liveVersion(tx, game);
  return { ...(await workingTables(tx, game)), ...(live?.tables ?? {}) };
}

/**
 * The one check of every change that can move a case's return (a publish, a rollback, an item's price, a price
 * import, a re-price, an event's coin price): computes the return of each case the change touches from the tables in force and the item
 * prices, with the change laid over them. With `enforce`, refuses a paid case priced at zero (only daily cases are
 * free) and a return below the allowed band or above the band's top or the configured ceiling, naming the case.
 * Run inside the transaction that writes the change, after the publish lock.
 */
export async function checkCaseReturns(tx: Tx, game: Game, change: ReturnChange, rtpCeiling: number, options: { enforce: boolean }): Promise<CaseReturn[]> {
  const inForce = await tablesInForce(tx, game);
  const newPrices = change.itemPrices ?? new Map<number, number>();
  const changedTables = change.tables ?? {};
  const touched = Object.keys(inForce).filter((id) => inForce[id]!.drops.some((d) => newPrices.has(d.itemId)));
  const ids = [...new Set([...Object.keys(changedTables), ...touched])].map(Number);
  if (ids.length === 0) return [];

  const itemIds = new Set<number>();
  for (const id of ids) for (const t of [inForce[String(id)], changedTables[String(id)]]) for (const d of t?.drops ?? []) itemIds.add(d.itemId);
  const priceRows = itemIds.size > 0 ? await tx.select({ id: items.id, price: items.price }).from(items).where(inArray(items.id, [...itemIds])) : [];
  const current = new Map(priceRows.map((r) => [r.id, r.price]));
  const caseRows = await tx.select({ id: cases.id, name: cases.name }).from(cases).where(inArray(cases.id, ids));
  const names = new Map(caseRows.map((c) => [c.id, c.name]));
  const daily = new Set((await tx.select({ caseId: dailyCases.caseId }).from(dailyCases).where(eq(dailyCases.game, game))).map((d) => d.caseId));

  const results: CaseReturn[] = [];
  for (const id of ids) {
    const before = inForce[String(id)];
    const after = changedTables[String(id)] ?? before!;
    const was = before ? returnOf(before, (i) => current.get(i) ?? 0) : { ev: 0, rtp: 0 };
    const now = returnOf(after, (i) => newPrices.get(i) ?? current.get(i) ?? 0);
    const free = after.price === 0 && daily.has(id);
    results.push({
      caseId: id,
      name: names.get(id) ?? String(id),
      rtpBefore: was.rtp,
      rtpAfter: now.rtp,
      priceBefore: before?.price ?? 0,
      priceAfter: after.price,
      evBefore: was.ev,
      evAfter: now.ev,
      everyNOpenFree: after.everyNOpenFree,
      outOfRange: !free && (after.price === 0 || !returnAllowed(now.rtp, rtpCeiling)),
      free,
    });
  }
  if (options.enforce) refuseOutOfRange(results, rtpCeiling);
  return results;
}

/** Refuses the first case the check found out of range, with its figures (returns as fractions). */
function refuseOutOfRange(results: readonly CaseReturn[], rtpCeiling: number): void {
  const bad = results.filter((r) => r.outOfRange);
  const first = bad[0];
  if (!first) return;
  const cases = bad.map((r) => ({ caseId: r.caseId, name: r.name, rtp: r.rtpAfter, price: r.priceAfter }));
  const about = { caseId: first.caseId, caseName: first.name, cases };
  if (first.priceAfter === 0) throw new AppError('catalog_price_zero', about);
  const ceiling = returnCeiling(rtpCeiling);
  if (first.rtpAfter > ceiling) throw new AppError('catalog_rtp_above_ceiling', { ...about, rtp: first.rtpAfter, ceiling, min: percentToShare(RTP_BAND.min) });
  throw new AppError('catalog_rtp_below_band', { ...about, rtp: first.rtpAfter, ceiling, min: percentToShare(RTP_BAND.min) });
}

/**
 * Runs the return check over the tables a rollback to `versionId` would change (those that differ from the tables
 * in force), with today's item prices; refuses as the check does. Unknown versions are left to the rollback itself.
 */
export async function checkRollbackReturns(db: Db, game: Game, versionId: number, rtpCeiling: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ tables: catalogVersions.tables }).from(catalogVersions).where(and(eq(catalogVersions.id, versionId), eq(catalogVersions.game, game)));
    if (!target) return;
    const inForce = await tablesInForce(tx, game);
    const changed = Object.fromEntries(Object.entries(target.tables).filter(([id, table]) => JSON.stringify(table) !== JSON.stringify(inForce[id])));
    await checkCaseReturns(tx, game, { tables: changed }, rtpCeiling, { enforce: true });
  });
}

import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { ceilToRouble, type ConsoleMarketPrices, type Game } from '@tastydrop/domain';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/index.js';
import { auditLog, balanceApprovals, items } from '../../platform/db/schema/index.js';
import { markCaseHidden } from '../cases/case-store.js';
import { freshMarketPrices } from '../prices/read-market-prices.js';
import { recordAudit } from './audit.js';
import { lockPublishes } from './catalog-versions.js';
import { checkCaseReturns, type CaseReturn } from './check-case-returns.js';
import { applyPriceChange, draftPriceChange, type PriceChange } from './price-changes.js';

/** The operator's bounds on what the site changes by itself (shares: 0.1 is 10 %). */
export interface RepriceBounds {
  /** An item whose market price is within this share of the catalog's keeps its price. */
  minMove: number;
  /** Beyond this move of any item's price the change waits for a console sign-off. */
  maxItemMove: number;
  /** Beyond this move of any case's price the change waits for a console sign-off. */
  maxCasePriceMove: number;
  /** A case whose expected drop value moves more than this share at once stops selling until someone looks. */
  breakerMove: number;
  /** The return a case leaving the band is re-priced to. */
  targetRtp: number;
}

/** The bounds as the configuration sets them. */
export function repriceBounds(config: Pick<Config, 'PRICES_REPRICE_MIN_MOVE' | 'PRICES_REPRICE_MAX_ITEM_MOVE' | 'PRICES_REPRICE_MAX_CASE_MOVE' | 'PRICES_BREAKER_MOVE' | 'PRICES_TARGET_RTP'>): RepriceBounds {
  return {
    minMove: config.PRICES_REPRICE_MIN_MOVE,
    maxItemMove: config.PRICES_REPRICE_MAX_ITEM_MOVE,
    maxCasePriceMove: config.PRICES_REPRICE_MAX_CASE_MOVE,
    breakerMove: config.PRICES_BREAKER_MOVE,
    targetRtp: config.PRICES_TARGET_RTP,
  };
}

export type RepriceOutcome =
  | { kind: 'unchanged' }
  | { kind: 'awaiting_signoff'; approvalId: number }
  | { kind: 'published'; version: number | null; items: number; cases: number; paused: number[] }
  | { kind: 'drafted'; approvalId: number; items: number; cases: number; paused: number[] };

const moveOf = (before: number, after: number): number => Math.abs(after - before) / before;

/** The lowest whole-rouble price at which a case's return is at or under the target (every-N-free included). */
export function priceForTarget(c: Pick<CaseReturn, 'everyNOpenFree' | 'evAfter'>, targetRtp: number): number {
  const n = c.everyNOpenFree;
  const freeFactor = n && n > 1 ? n / (n - 1) : 1;
  return Math.max(100, ceilToRouble((c.evAfter / targetRtp) * freeFactor));
}

/** The reason every automatic change carries, in its catalog version, approval and audit row. */
const REASON = 'market prices';

/**
 * Moves the catalog's item prices to the market's robust prices (decision 054). Items within `minMove` keep
 * theirs. The one return check measures every case the change touches; a paid case it would take out of the band
 * is re-priced to the target return. Within the bounds the change is published at once as a catalog version by
 * the site itself; beyond them it waits, whole, as a prices approval for a console sign-off (and no new one is
 * drafted while it waits). Either way a case whose expected drop value moves more than `breakerMove` is hidden
 * from sale until an operator shows it again. One audit row per change, with no console account as its actor.
 */
export async function repriceFromMarket(db: Db, game: Game, bounds: RepriceBounds, rtpCeiling: number): Promise<RepriceOutcome> {
  const market = await freshMarketPrices(db, game);
  if (market.size === 0) return { kind: 'unchanged' };
  return db.transaction(async (tx) => {
    await lockPublishes(tx);
    const waiting = await tx
      .select({ id: balanceApprovals.id, subject: balanceApprovals.subject })
      .from(balanceApprovals)
      .where(and(eq(balanceApprovals.kind, 'prices'), eq(balanceApprovals.status, 'pending'), isNull(balanceApprovals.requestedBy)));
    const pending = waiting.find((a) => (a.subject as { game?: Game } | null)?.game === game);
    if (pending) return { kind: 'awaiting_signoff', approvalId: pending.id };

    const rows = await tx.select({ id: items.id, name: items.name, price: items.price }).from(items).where(eq(items.game, game)).orderBy(items.id);
    const changes = rows.flatMap((i) => {
      const after = market.get(i.id);
      return after !== undefined && i.price > 0 && moveOf(i.price, after) >= bounds.minMove ? [{ itemId: i.id, name: i.name, before: i.price, after }] : [];
    });
    if (changes.length === 0) return { kind: 'unchanged' };

    const itemPrices = new Map(changes.map((c) => [c.itemId, c.after]));
    const moved = await checkCaseReturns(tx, game, { itemPrices }, rtpCeiling, { enforce: false });
    const change: PriceChange = { items: changes, casePrices: [] };
    // Every paid case the change touches is in the version it publishes (its return moved), re-priced when it left the band.
    const repriced = moved.filter((m) => m.outOfRange && !m.free).map((m) => ({ caseId: m.caseId, price: priceForTarget(m, bounds.targetRtp) }));
    const kept = moved.filter((m) => !m.outOfRange && !m.free).map((m) => ({ caseId: m.caseId, price: m.priceAfter }));
    change.casePrices.push(...repriced, ...kept);
    const paused = moved.filter((m) => m.evBefore > 0 && moveOf(m.evBefore, m.evAfter) > bounds.breakerMove).map((m) => m.caseId);
    for (const caseId of paused) await markCaseHidden(tx, game, caseId, true);

    const priceBefore = new Map(moved.map((m) => [m.caseId, m.priceBefore]));
    const withinBounds =
      changes.every((c) => moveOf(c.before, c.after) <= bounds.maxItemMove) &&
      repriced.every((c) => moveOf(priceBefore.get(c.caseId) ?? c.price, c.price) <= bounds.maxCasePriceMove);
    const audit = {
      before: { items: changes.map((c) => ({ id: c.itemId, price: c.before })), cases: repriced.map((c) => ({ id: c.caseId, price: priceBefore.get(c.caseId) })) },
      after: { items: changes.map((c) => ({ id: c.itemId, price: c.after })), cases: repriced.map((c) => ({ id: c.caseId, price: c.price })), paused },
      reason: REASON,
    };
    if (!withinBounds) {
      const { approvalId } = await draftPriceChange(tx, null, game, change, rtpCeiling, `${REASON}: ${changes.length} items, ${repriced.length} cases re-priced`);
      await recordAudit(tx, null, { action: 'catalog.market_reprice_draft', target: `approval:${approvalId}`, ...audit });
      return { kind: 'drafted', approvalId, items: changes.length, cases: repriced.length, paused };
    }
    const { version } = await applyPriceChange(tx, null, game, change, rtpCeiling, REASON);
    await recordAudit(tx, null, { action: 'catalog.market_reprice', target: version ? `catalog_version:${version}` : 'items', ...audit });
    return { kind: 'published', version, items: changes.length, cases: repriced.length, paused };
  });
}

/** What the console shows of the repricing: whether it runs, its bounds, and its last change (from the audit log). */
export async function repriceStatus(db: Db, enabled: boolean, bounds: RepriceBounds): Promise<NonNullable<ConsoleMarketPrices['reprice']>> {
  const [last] = await db
    .select({ at: auditLog.at, action: auditLog.action, target: auditLog.target })
    .from(auditLog)
    .where(inArray(auditLog.action, ['catalog.market_reprice', 'catalog.market_reprice_draft']))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return { enabled, ...bounds, last: last ? { at: last.at.toISOString(), published: last.action === 'catalog.market_reprice', target: last.target } : null };
}

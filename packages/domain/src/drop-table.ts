import { effectivePrice, expectedValue } from './case-rules.js';
import { TICKETS } from './fairness.js';

/** One row of a drop table being edited: the item's price (minor units) and its chance (a fraction of one). */
export interface DropTableRow {
  price: number;
  chance: number;
}

/** The case's pricing that the return depends on. */
export interface DropTablePricing {
  price: number;
  everyNOpenFree: number | null;
  itemsPerOpen: number;
}

/** Coefficient of variation bounds (spread of the prize per open over its mean) between volatility levels 1|2, 2|3 and 3|4. */
export const VOLATILITY_CV_BOUNDS = [1, 2, 4] as const;

export interface DropTableStats {
  /** Each row's chance rounded to whole tickets (what the roll will use), as a fraction. */
  chances: number[];
  /** Chances add up to exactly one ticket space. */
  sumsToOne: boolean;
  /** Expected prize value per open, minor units. */
  expectedValue: number;
  /** Return to player as a fraction of the effective price (0 when the case is free). */
  rtp: number;
  /** 1 (low) to 4 (extreme), from the spread of one open's prize. */
  volatility: 1 | 2 | 3 | 4;
  /** The lowest case price (whole minor units) whose return is at or below the target, every-N-free included. */
  priceForTarget: number;
}

/** Whole tickets of a chance; the roll's ticket space is TICKETS. */
export const chanceTickets = (chance: number): number => Math.round(chance * TICKETS);

/** Volatility level of a drop table: the prize's standard deviation over its mean, cut at VOLATILITY_CV_BOUNDS. */
export function volatilityOf(rows: readonly DropTableRow[]): 1 | 2 | 3 | 4 {
  const total = rows.reduce((a, r) => a + r.chance, 0);
  if (total <= 0) return 1;
  const mean = rows.reduce((a, r) => a + r.chance * r.price, 0) / total;
  if (mean <= 0) return 1;
  const variance = rows.reduce((a, r) => a + r.chance * (r.price - mean) ** 2, 0) / total;
  const cv = Math.sqrt(variance) / mean;
  const level = VOLATILITY_CV_BOUNDS.filter((bound) => cv >= bound).length + 1;
  return level as 1 | 2 | 3 | 4;
}

/**
 * Volatility of a table as it is stored and served (ticket weights and item prices): the measure the drop-table
 * editor shows, so the case's page and its editor agree.
 */
export function tableVolatility(drops: readonly { weight: number; price: number }[]): 1 | 2 | 3 | 4 {
  return volatilityOf(drops.map((d) => ({ price: d.price, chance: d.weight })));
}

/** What the drop-table editor shows while editing and what publishing checks. */
export function dropTableStats(rows: readonly DropTableRow[], pricing: DropTablePricing, targetRtp: number): DropTableStats {
  const tickets = rows.map((r) => chanceTickets(r.chance));
  const sum = tickets.reduce((a, t) => a + t, 0);
  const ev = expectedValue(rows.map((r, i) => ({ weight: tickets[i]!, price: r.price })), pricing.itemsPerOpen);
  const paid = effectivePrice(pricing.price, pricing.everyNOpenFree);
  const n = pricing.everyNOpenFree;
  const freeFactor = n && n > 1 ? n / (n - 1) : 1;
  return {
    chances: tickets.map((t) => t / TICKETS),
    sumsToOne: sum === TICKETS && tickets.every((t) => t > 0),
    expectedValue: ev,
    rtp: paid > 0 ? ev / paid : 0,
    volatility: volatilityOf(rows),
    // Rounded up, so the price taken never returns more than the target; the epsilon absorbs float noise on exact results.
    priceForTarget: targetRtp > 0 ? Math.ceil((ev / targetRtp) * freeFactor - 1e-9) : 0,
  };
}

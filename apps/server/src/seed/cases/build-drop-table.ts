import { effectivePrice, expectedValue, RTP_BAND, TICKETS } from '@tastydrop/domain';
import type { CatalogItemSeed } from '../catalog/index.js';
import type { CasePlan, PoolRule } from './types.js';

/** Per volatility: weight ∝ price^-α; a larger α makes the top items rarer and results more spread. */
const ALPHA = { 1: 0.55, 2: 0.85, 3: 1.15, 4: 1.45 } as const;
/** The return each case is priced for, inside the band. */
const TARGET_RTP = { 1: 0.9, 2: 0.885, 3: 0.875, 4: 0.865 } as const;

/** Picks `size` items matching the rule, spread evenly over their price range (deterministic). */
export function pickPool(items: readonly CatalogItemSeed[], rule: PoolRule): CatalogItemSeed[] {
  const matching = items
    .filter((i) => !rule.rarities || rule.rarities.includes(i.rarity))
    .filter((i) => !rule.heroes || rule.heroes.includes(i.hero))
    .filter((i) => !rule.slots || rule.slots.includes(i.slot))
    .filter((i) => !rule.collections || (i.collection !== undefined && rule.collections.includes(i.collection)))
    .filter((i) => rule.minPrice === undefined || i.price >= rule.minPrice * 100)
    .filter((i) => rule.maxPrice === undefined || i.price <= rule.maxPrice * 100)
    .sort((a, b) => a.price - b.price || a.slug.localeCompare(b.slug));
  if (matching.length <= rule.size) return matching;
  const picked = new Map<string, CatalogItemSeed>();
  for (let k = 0; k < rule.size; k += 1) {
    const item = matching[Math.round((k * (matching.length - 1)) / (rule.size - 1))]!;
    picked.set(item.slug, item);
  }
  return [...picked.values()];
}

/** Ticket counts (summing to 100000, each at least 1) for weights ∝ price^-α. */
export function ticketWeights(pool: readonly CatalogItemSeed[], volatility: CasePlan['volatility']): number[] {
  const raw = pool.map((i) => i.price ** -ALPHA[volatility]);
  const sum = raw.reduce((a, w) => a + w, 0);
  const tickets = raw.map((w) => Math.max(1, Math.floor((w / sum) * TICKETS)));
  // Give the rounding remainder to the cheapest item.
  const cheapest = pool.reduce((best, item, i) => (item.price < pool[best]!.price ? i : best), 0);
  tickets[cheapest]! += TICKETS - tickets.reduce((a, t) => a + t, 0);
  return tickets;
}

/** A round price near the target: whole roubles below 100, then 5, 10 and 50 rouble steps. */
function roundPrice(kopecks: number): number {
  const rub = kopecks / 100;
  const step = rub < 100 ? 1 : rub < 1000 ? 5 : rub < 10_000 ? 10 : 50;
  return Math.max(1, Math.round(rub / step)) * step * 100;
}

export interface DropTable {
  items: CatalogItemSeed[];
  tickets: number[];
  price: number;
  rtp: number;
}

/** The case's drop table and the price that puts its return to player inside the band. */
export function buildDropTable(items: readonly CatalogItemSeed[], plan: CasePlan): DropTable {
  const pool = pickPool(items, plan.pool);
  if (pool.length < 3) throw new Error(`case ${plan.slug}: only ${pool.length} items match its pool`);
  const tickets = ticketWeights(pool, plan.volatility);
  const perOpen = plan.multifixNumber ?? (plan.multicastRange ? (plan.multicastRange[0] + plan.multicastRange[1]) / 2 : 1);
  const ev = expectedValue(pool.map((i, k) => ({ weight: tickets[k]!, price: i.price })), perOpen);
  // Spread the free opens over the price so the effective price gives the target return.
  const n = plan.everyNOpenFree;
  const freeFactor = n && n > 1 ? n / (n - 1) : 1;
  const price = roundPrice((ev / TARGET_RTP[plan.volatility]) * freeFactor);
  const rtp = (ev / effectivePrice(price, n ?? null)) * 100;
  if (rtp < RTP_BAND.min || rtp > RTP_BAND.max) throw new Error(`case ${plan.slug}: RTP ${rtp.toFixed(2)} % outside the band`);
  return { items: pool, tickets, price, rtp };
}

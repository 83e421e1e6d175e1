import type { Minor } from '@tastydrop/domain';
import type { PriceSource, Quote } from './quote.js';

export interface RobustPriceOptions {
  now: Date;
  /** A source's latest quote older than this is left out as stale. */
  staleAfterMs: number;
  /** A quote farther than this share from the median of the other sources is left out (0.5 = 50 %). */
  outlierRatio: number;
}

export interface RobustPrice {
  /** Kopecks. */
  price: Minor;
  /** The sources the price was taken from. */
  sources: PriceSource[];
  dropped: { source: PriceSource; reason: 'stale' | 'outlier' }[];
}

/** The two middle values of sorted prices (one value twice for an odd count): every point between is a median. */
function medianRange(sorted: number[]): [number, number] {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? [sorted[mid]!, sorted[mid]!] : [sorted[mid - 1]!, sorted[mid]!];
}

/** How far a price lies from the median of others, as a share of the nearest median. */
function distanceFromMedian(price: number, others: number[]): number {
  const [low, high] = medianRange([...others].sort((a, b) => a - b));
  if (price < low) return (low - price) / low;
  if (price > high) return (price - high) / high;
  return 0;
}

/** The volume-weighted median of quotes; on an exact half of the weight, the midpoint of the two prices, rounded half up. */
function weightedMedian(quotes: Quote[]): Minor {
  const sorted = [...quotes].sort((a, b) => a.price - b.price);
  // A quote with no volume (or none reported) still counts once.
  const weights = sorted.map((q) => Math.max(1, q.volume ?? 1));
  const half = weights.reduce((sum, w) => sum + w, 0) / 2;
  let seen = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    seen += weights[i]!;
    if (seen > half) return sorted[i]!.price;
    if (seen === half) return Math.round((sorted[i]!.price + sorted[i + 1]!.price) / 2);
  }
  return sorted.at(-1)!.price;
}

/**
 * One item's price from its sources' quotes (all of the one item; docs/decisions/051-robust-prices.md): each
 * source's latest quote, without stale ones and outliers, as a volume-weighted median in whole kopecks; null when
 * no quote is left, in which case the caller keeps the last good price.
 */
export function robustPrice(quotes: Quote[], options: RobustPriceOptions): RobustPrice | null {
  const latest = new Map<PriceSource, Quote>();
  for (const quote of quotes) {
    const seen = latest.get(quote.source);
    if (!seen || quote.observedAt > seen.observedAt) latest.set(quote.source, quote);
  }
  const dropped: RobustPrice['dropped'] = [];
  const fresh: Quote[] = [];
  for (const quote of latest.values()) {
    if (options.now.getTime() - quote.observedAt.getTime() > options.staleAfterMs) dropped.push({ source: quote.source, reason: 'stale' });
    else fresh.push(quote);
  }
  // Every quote is measured against the others as they came, so one liar cannot push an honest source out.
  const kept = fresh.filter((quote) => {
    const others = fresh.filter((other) => other !== quote).map((other) => other.price);
    const outlier = others.length > 0 && distanceFromMedian(quote.price, others) > options.outlierRatio;
    if (outlier) dropped.push({ source: quote.source, reason: 'outlier' });
    return !outlier;
  });
  if (kept.length === 0) return null;
  return { price: weightedMedian(kept), sources: kept.map((q) => q.source), dropped };
}

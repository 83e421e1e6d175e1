import { fromWire, type Minor, type STEAM_APP_ID } from '@tastydrop/domain';

/** Where a quote came from; one price feed each. */
export type PriceSource = 'skinport' | 'market' | 'steam';

/** A game's Steam app id (570 Dota 2, 730 CS2). */
export type GameAppId = (typeof STEAM_APP_ID)[keyof typeof STEAM_APP_ID];

/** One market price of one item as a feed reported it. */
export interface Quote {
  source: PriceSource;
  marketHashName: string;
  /** Kopecks. */
  price: Minor;
  /** Listings or sales behind the price, when the feed says. */
  volume: number | null;
  observedAt: Date;
}

export type FeedErrorCode = 'feed_unavailable' | 'feed_timeout' | 'feed_rate_limited' | 'feed_malformed';

/** A feed could not give quotes; the code says why, the detail what was seen. */
export class FeedError extends Error {
  constructor(
    readonly code: FeedErrorCode,
    message: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'FeedError';
  }
}

/** What every adapter is built from. */
export interface FeedOptions {
  /** The feed's root, e.g. https://api.skinport.com (tests point it at a local fake). */
  baseUrl: string;
  /** The whole request, body included, must finish within this. */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Told about each item left out for bad data (the rest of the answer is still used). */
  onDropped?: (dropped: DroppedItem) => void;
}

export interface DroppedItem {
  source: PriceSource;
  marketHashName: string | null;
  reason: string;
}

/**
 * The most a single skin is believed to trade for: 50 million roubles, in kopecks. A quote above it is a feed's
 * error (a price in the wrong unit, a placeholder), not a market price.
 */
export const MAX_QUOTE_PRICE: Minor = 5_000_000_000;

/** Kopecks from a price in roubles, or null when it is not a believable price (zero, negative, absurd). */
export function quotePrice(roubles: number): Minor | null {
  if (!Number.isFinite(roubles)) return null;
  const minor = fromWire(roubles);
  return minor > 0 && minor <= MAX_QUOTE_PRICE ? minor : null;
}

/** A plain decimal in roubles ("123.45"); anything else (words, exponents, signs) is not a price. */
const DECIMAL = /^\d{1,12}(?:\.\d{1,6})?$/;

/** Kopecks from a decimal string in roubles, or null when it is not a believable price. */
export function quotePriceFromDecimal(text: string): Minor | null {
  return DECIMAL.test(text.trim()) ? quotePrice(Number(text.trim())) : null;
}

/** A unix time in seconds as a date, or null when it is not one. */
export function dateFromUnixSeconds(seconds: number): Date | null {
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null;
}

import { z } from 'zod';
import { requestJson } from './feed-request.js';
import { createRateLimiter, type RateLimiter } from './rate-limiter.js';
import { parseSteamRoubles, parseSteamVolume } from './steam-price-text.js';
import { FeedError, type FeedOptions, type GameAppId, type Quote } from './quote.js';

/** Steam's currency code for the rouble. */
const STEAM_CURRENCY_RUB = 5;
/** Requests to priceoverview per minute by default: Steam answers 429 well before its undocumented limit is clear. */
export const STEAM_PRICE_REQUESTS_PER_MINUTE = 20;
const MINUTE_MS = 60_000;

/** Steam's `market/priceoverview` answer (prices are localised strings). */
const PriceOverview = z.object({
  success: z.boolean(),
  lowest_price: z.string().optional(),
  median_price: z.string().optional(),
  volume: z.string().optional(),
});

export interface SteamPriceFeedOptions extends FeedOptions {
  /** At most this many requests in any minute (default STEAM_PRICE_REQUESTS_PER_MINUTE). */
  requestsPerMinute?: number;
  /** How long a request may wait for the budget before it is refused as `feed_rate_limited` (default 0). */
  maxWaitMs?: number;
  /** Replaces the limiter built from the two options above (tests, or one limiter shared by feeds). */
  limiter?: RateLimiter;
  now?: () => Date;
}

export interface SteamPriceFeed {
  /** One item's price now: its lowest listing (else the median sale) and the day's sales count. */
  fetchQuote(appId: GameAppId, marketHashName: string): Promise<Quote[]>;
}

/**
 * Steam Community Market's price overview: one item per request and a low, undocumented limit, so it is a slow
 * fallback for the items the bulk feeds miss. Requests go through a limiter; a 429 also pauses it.
 */
export function createSteamPriceFeed(options: SteamPriceFeedOptions): SteamPriceFeed {
  const limiter =
    options.limiter ??
    createRateLimiter({ limit: options.requestsPerMinute ?? STEAM_PRICE_REQUESTS_PER_MINUTE, windowMs: MINUTE_MS, maxWaitMs: options.maxWaitMs ?? 0 });
  const now = options.now ?? (() => new Date());
  return {
    async fetchQuote(appId, marketHashName) {
      await limiter.acquire();
      const query = `appid=${appId}&currency=${STEAM_CURRENCY_RUB}&market_hash_name=${encodeURIComponent(marketHashName)}`;
      let body: unknown;
      try {
        body = await requestJson(options, `/market/priceoverview/?${query}`);
      } catch (error) {
        if (error instanceof FeedError && error.code === 'feed_rate_limited') limiter.pause(Number(error.detail.retryAfterMs) || MINUTE_MS);
        throw error;
      }
      const parsed = PriceOverview.safeParse(body);
      if (!parsed.success || !parsed.data.success) throw new FeedError('feed_malformed', 'steam gave no price overview', { marketHashName });
      const overview = parsed.data;
      const text = overview.lowest_price ?? overview.median_price;
      if (text === undefined) throw new FeedError('feed_malformed', 'steam gave no price', { marketHashName });
      const price = parseSteamRoubles(text);
      if (price === null) throw new FeedError('feed_malformed', 'steam gave a price that is not in roubles or not believable', { marketHashName, text });
      const volume = overview.volume === undefined ? null : parseSteamVolume(overview.volume);
      if (overview.volume !== undefined && volume === null) throw new FeedError('feed_malformed', 'steam gave a volume that is not a count', { marketHashName });
      return [{ source: 'steam', marketHashName, price, volume, observedAt: now() }];
    },
  };
}

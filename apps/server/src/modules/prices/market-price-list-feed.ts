import { z } from 'zod';
import { requestJson } from './feed-request.js';
import { dateFromUnixSeconds, FeedError, quotePriceFromDecimal, type FeedOptions, type Quote } from './quote.js';

const CURRENCY = 'RUB';

/** market.csgo.com's bulk price list (`/api/v2/prices/RUB.json`); the Dota 2 host serves the same shape. */
const MarketPriceList = z.object({
  success: z.literal(true),
  time: z.number(),
  currency: z.string(),
  items: z.array(z.unknown()),
});

/** One row: the price a decimal string in roubles, the volume a count as a string or a number. */
const MarketPriceRow = z.object({
  market_hash_name: z.string().min(1),
  price: z.union([z.string(), z.number()]),
  volume: z.union([z.string(), z.number()]),
});

/** A count of sales or listings: a whole non-negative number, as a number or digits. */
function parseVolume(value: string | number): number | null {
  const count = typeof value === 'number' ? value : /^\d{1,12}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return Number.isSafeInteger(count) && count >= 0 ? count : null;
}

export interface MarketPriceListFeed {
  /** Every item of the host's game, as of the list's time. */
  fetchQuotes(): Promise<Quote[]>;
}

/**
 * A market.csgo.com-style price list; the base URL picks the game (one host per game). The host deletes a key
 * that asks more than five times a second: the list is meant to be read once per refresh, not per item.
 */
export function createMarketPriceListFeed(options: FeedOptions): MarketPriceListFeed {
  return {
    async fetchQuotes() {
      const parsed = MarketPriceList.safeParse(await requestJson(options, `/api/v2/prices/${CURRENCY}.json`));
      if (!parsed.success) throw new FeedError('feed_malformed', 'market answered something other than a price list');
      const list = parsed.data;
      if (list.currency !== CURRENCY) throw new FeedError('feed_malformed', 'market answered in another currency', { currency: list.currency });
      const observedAt = dateFromUnixSeconds(list.time);
      if (observedAt === null) throw new FeedError('feed_malformed', 'market price list has no time', { time: list.time });
      const quotes: Quote[] = [];
      let bad = 0;
      for (const raw of list.items) {
        const row = MarketPriceRow.safeParse(raw);
        const price = row.success ? quotePriceFromDecimal(String(row.data.price)) : null;
        const volume = row.success ? parseVolume(row.data.volume) : null;
        if (!row.success || price === null || volume === null) {
          bad += 1;
          const name = (raw as { market_hash_name?: unknown } | null)?.market_hash_name;
          options.onDropped?.({ source: 'market', marketHashName: typeof name === 'string' ? name : null, reason: !row.success ? 'fields' : price === null ? 'price' : 'volume' });
          continue;
        }
        quotes.push({ source: 'market', marketHashName: row.data.market_hash_name, price, volume, observedAt });
      }
      if (bad > 0 && quotes.length === 0) throw new FeedError('feed_malformed', 'market answered no usable item', { bad });
      return quotes;
    },
  };
}

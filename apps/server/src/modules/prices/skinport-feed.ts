import { z } from 'zod';
import { requestJson } from './feed-request.js';
import { dateFromUnixSeconds, FeedError, quotePrice, type FeedOptions, type GameAppId, type Quote } from './quote.js';

const CURRENCY = 'RUB';

/** One item of Skinport's `GET /v1/items` (the fields we read; prices are decimal roubles or null). */
const SkinportItem = z.object({
  market_hash_name: z.string().min(1),
  currency: z.string(),
  suggested_price: z.number().nullable(),
  min_price: z.number().nullable(),
  quantity: z.number().int().nonnegative(),
  updated_at: z.number(),
});

export interface SkinportFeed {
  /** Every item of a game Skinport lists, priced at its lowest offer (else Skinport's suggested price). */
  fetchQuotes(appId: GameAppId): Promise<Quote[]>;
}

/**
 * Skinport's item list: one cached answer per game and currency, sent brotli-compressed (Skinport refuses the
 * request without `Accept-Encoding: br`). Items without a price are skipped; items with nonsense are dropped;
 * an answer in another currency, or with nothing usable in it, fails as `feed_malformed`.
 */
export function createSkinportFeed(options: FeedOptions): SkinportFeed {
  return {
    async fetchQuotes(appId) {
      const body = await requestJson(options, `/v1/items?app_id=${appId}&currency=${CURRENCY}`, { 'accept-encoding': 'br' });
      if (!Array.isArray(body)) throw new FeedError('feed_malformed', 'skinport answered something other than an item list');
      const quotes: Quote[] = [];
      let bad = 0;
      for (const raw of body) {
        const drop = (reason: string): void => {
          bad += 1;
          const name = (raw as { market_hash_name?: unknown } | null)?.market_hash_name;
          options.onDropped?.({ source: 'skinport', marketHashName: typeof name === 'string' ? name : null, reason });
        };
        const parsed = SkinportItem.safeParse(raw);
        if (!parsed.success) {
          drop('fields');
          continue;
        }
        const item = parsed.data;
        // The currency is the answer's, not the item's: a feed ignoring ours has no price we can use.
        if (item.currency !== CURRENCY) throw new FeedError('feed_malformed', 'skinport answered in another currency', { currency: item.currency });
        const roubles = item.min_price ?? item.suggested_price;
        if (roubles === null) continue;
        const price = quotePrice(roubles);
        const observedAt = dateFromUnixSeconds(item.updated_at);
        if (price === null) drop('price');
        else if (observedAt === null) drop('time');
        else quotes.push({ source: 'skinport', marketHashName: item.market_hash_name, price, volume: item.quantity, observedAt });
      }
      if (bad > 0 && quotes.length === 0) throw new FeedError('feed_malformed', 'skinport answered no usable item', { bad });
      return quotes;
    },
  };
}

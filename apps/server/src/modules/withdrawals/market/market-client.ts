import { z } from 'zod';
import { requestJson } from '../../prices/feed-request.js';
import { FeedError } from '../../prices/quote.js';

/**
 * A marketplace's buy-for API in market.csgo.com's published v2 shape (the Dota 2 host, market.dota2.net, answers the
 * same): every call is a GET with the account's `key`; roubles are whole kopecks. The host deletes a key that asks
 * more than five times a second, so callers ask for one withdrawal at a time.
 */
export interface MarketClient {
  /** The cheapest offers of one item now on sale (kopecks), cheapest first. */
  offers(hashName: string): Promise<MarketOffer[]>;
  /**
   * Buys the cheapest offer at or under `maxPrice` and has its seller send it to the trade link's account. The
   * purchase is known by `customId` from then on; buying again under the same id does not buy twice.
   */
  buyFor(request: BuyForRequest): Promise<{ ok: true; id: string } | { ok: false; error: string }>;
  /** Where the purchase made under `customId` stands; null when the market knows no such purchase. */
  purchase(customId: string): Promise<MarketPurchaseInfo | null>;
}

export interface MarketOffer {
  price: number;
  count: number;
}

export interface BuyForRequest {
  hashName: string;
  maxPrice: number;
  partner: string;
  token: string;
  customId: string;
}

/** `waiting`: the seller has yet to send (stage 1); `delivered`: the player has it (2); `failed`: it never came, money back (5). */
export interface MarketPurchaseInfo {
  id: string;
  stage: 'waiting' | 'delivered' | 'failed';
  /** The seller's trade offer to the player, once sent. */
  tradeId: string | null;
  /** Kopecks charged, when said. */
  price: number | null;
}

const Kopecks = z.union([z.number(), z.string().regex(/^\d{1,12}$/)]).transform(Number).pipe(z.number().int().nonnegative().max(1e12));
const Id = z.union([z.string().min(1).max(64), z.number().int()]).transform(String);

const OffersAnswer = z.object({
  success: z.literal(true),
  currency: z.literal('RUB'),
  data: z.array(z.object({ market_hash_name: z.string(), price: Kopecks, count: z.coerce.number().int().nonnegative() })),
});
const Refusal = z.object({ success: z.literal(false), error: z.string().max(500).default('') });
const BuyAnswer = z.union([z.object({ success: z.literal(true), id: Id }), Refusal]);
const InfoAnswer = z.union([
  z.object({
    success: z.literal(true),
    data: z.object({ id: Id, stage: z.union([z.string(), z.number()]).transform(String), trade_id: Id.nullish(), price: Kopecks.nullish() }),
  }),
  Refusal,
]);

const STAGES: Record<string, MarketPurchaseInfo['stage']> = { '1': 'waiting', '2': 'delivered', '5': 'failed' };

export interface MarketClientOptions {
  baseUrl: string;
  key: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** A client of one marketplace account; any answer outside the published shape is `feed_malformed`. */
export function createMarketClient(options: MarketClientOptions): MarketClient {
  const feed = { baseUrl: options.baseUrl, timeoutMs: options.timeoutMs, ...(options.fetch ? { fetch: options.fetch } : {}) };

  async function get<T>(schema: z.ZodType<T>, path: string, params: Record<string, string>): Promise<T> {
    const query = new URLSearchParams({ key: options.key, ...params });
    const answer = schema.safeParse(await requestJson(feed, `/api/v2/${path}?${query.toString()}`));
    if (!answer.success) throw new FeedError('feed_malformed', `market answered ${path} outside its shape`);
    return answer.data;
  }

  return {
    async offers(hashName) {
      const answer = await get(OffersAnswer, 'search-item-by-hash-name', { hash_name: hashName });
      return answer.data
        .filter((o) => o.market_hash_name === hashName && o.count > 0 && o.price > 0)
        .map((o) => ({ price: o.price, count: o.count }))
        .sort((a, b) => a.price - b.price);
    },
    async buyFor(request) {
      const answer = await get(BuyAnswer, 'buy-for', {
        hash_name: request.hashName,
        price: String(request.maxPrice),
        partner: request.partner,
        token: request.token,
        custom_id: request.customId,
      });
      return answer.success ? { ok: true, id: answer.id } : { ok: false, error: answer.error };
    },
    async purchase(customId) {
      const answer = await get(InfoAnswer, 'get-buy-info-by-custom-id', { custom_id: customId });
      if (!answer.success) return null;
      const stage = STAGES[answer.data.stage];
      if (!stage) throw new FeedError('feed_malformed', 'market answered an unknown purchase stage', { stage: answer.data.stage });
      return { id: answer.data.id, stage, tradeId: answer.data.trade_id ?? null, price: answer.data.price ?? null };
    },
  };
}

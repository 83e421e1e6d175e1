import { desc, eq, inArray } from 'drizzle-orm';
import { tradeUrlParts } from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../../platform/db/index.js';
import { marketPurchases, withdrawals } from '../../../platform/db/schema/index.js';
import { OfferRejected, withdrawalOfRef, type OfferHandle, type OfferState, type SentOffer, type TradeProvider } from '../trade-provider.js';
import type { MarketClient, MarketPurchaseInfo } from './market-client.js';

type PurchaseRow = typeof marketPurchases.$inferSelect;
type Stage = PurchaseRow['stage'];

export interface MarketProviderOptions {
  db: Db;
  client: MarketClient;
  clock?: () => Date;
  /** How far over the item's value a purchase may go (0.1 = 10 %). */
  maxOverpay: number;
  /** Purchases one withdrawal may make before it gives up (a seller that does not send, a refused buy). */
  maxAttempts: number;
  /** How long a seller is given to send; the withdrawal's timer shows it. */
  deliveryWaitMs: number;
}

/** What one buy came to: bought (the seller is to send), nothing within the bound, or the market said no. */
type BuyOutcome = 'bought' | 'unavailable' | 'refused';

/**
 * The offer state a purchase shows: bought and waiting for its seller is `awaiting_seller` (no offer to accept yet),
 * the seller's offer out is `sent` (the player accepts it), delivered is `accepted`.
 */
function stateOf(stage: Stage): OfferState {
  if (stage === 'sent') return 'sent';
  if (stage === 'delivered') return 'accepted';
  if (stage === 'buying' || stage === 'waiting') return 'awaiting_seller';
  return 'unavailable';
}

/** The purchase's own id at the market: one per withdrawal and attempt, so asking again never buys twice. */
export function marketCustomId(withdrawalId: number, attempt: number): string {
  return `td-w-${withdrawalId}-${attempt}`;
}

/** The most a purchase may pay for an item worth `value` kopecks. */
export function marketPriceBound(value: number, maxOverpay: number): number {
  return Math.floor(value * (1 + maxOverpay));
}

/**
 * The withdrawal provider that buys the player's item on a marketplace and has the seller send it straight to the
 * player's trade link (docs/decisions/065-market-withdrawals.md). Each attempt is a `market_purchases` row written
 * before the market is asked, known there by its custom id; a seller who does not send makes the next attempt buy
 * from another offer, up to `maxAttempts`; nothing within the price bound ends the withdrawal as `unavailable`, and
 * the item goes back to the player. A purchase is never written off on a timer: only the market says it failed.
 */
export function createMarketProvider(options: MarketProviderOptions): TradeProvider {
  const { db, client } = options;
  const clock = options.clock ?? (() => new Date());

  async function latest(withdrawalId: number): Promise<PurchaseRow | undefined> {
    const [row] = await db.select().from(marketPurchases).where(eq(marketPurchases.withdrawalId, withdrawalId)).orderBy(desc(marketPurchases.attempt)).limit(1);
    return row;
  }

  async function mark(row: PurchaseRow, stage: Stage, extra: Partial<Pick<PurchaseRow, 'marketId' | 'tradeId' | 'price' | 'error'>> = {}): Promise<PurchaseRow> {
    const [updated] = await db
      .update(marketPurchases)
      .set({ stage, ...extra, updatedAt: clock() })
      .where(eq(marketPurchases.id, row.id))
      .returning();
    return updated ?? row;
  }

  /** The withdrawal's trade link as the market wants it; null when it has none the market can use. */
  async function recipientOf(withdrawalId: number): Promise<{ partner: string; token: string } | null> {
    const [w] = await db.select({ method: withdrawals.method, partner: withdrawals.partner }).from(withdrawals).where(eq(withdrawals.id, withdrawalId));
    return w?.method === 'trade' ? tradeUrlParts(w.partner) : null;
  }

  /** One attempt: recorded first, then the cheapest offer within the bound bought under the attempt's custom id. */
  async function buy(withdrawalId: number, attempt: number, hashName: string, maxPrice: number): Promise<BuyOutcome> {
    const recipient = await recipientOf(withdrawalId);
    if (!recipient) throw new OfferRejected('invalidLink');
    const customId = marketCustomId(withdrawalId, attempt);
    await db.insert(marketPurchases).values({ withdrawalId, attempt, customId, hashName, maxPrice, stage: 'buying', createdAt: clock(), updatedAt: clock() }).onConflictDoNothing();
    const [row] = await db.select().from(marketPurchases).where(eq(marketPurchases.customId, customId));
    if (!row || row.stage !== 'buying') return row?.stage === 'unavailable' ? 'unavailable' : row?.stage === 'refused' || row?.stage === 'failed' ? 'refused' : 'bought';
    const cheapest = (await client.offers(hashName))[0];
    if (!cheapest || cheapest.price > maxPrice) {
      await mark(row, 'unavailable');
      return 'unavailable';
    }
    // A lost answer leaves the row `buying`: the next look asks the market about this custom id before buying again.
    const answer = await client.buyFor({ hashName, maxPrice, ...recipient, customId });
    if (!answer.ok) {
      // A refusal may be the market's answer to an id it already bought under (an earlier answer lost): ask before
      // counting it refused, or the next attempt would buy the item a second time.
      const known = await client.purchase(customId);
      if (known) return (await apply(row, known)).stage === 'failed' ? 'refused' : 'bought';
      await mark(row, 'refused', { error: answer.error.slice(0, 200) || 'refused' });
      return 'refused';
    }
    await mark(row, 'waiting', { marketId: answer.id });
    return 'bought';
  }

  /** Attempts from `attempt` on until one is bought, nothing is left to buy, or the attempts run out. */
  async function buyFrom(withdrawalId: number, attempt: number, hashName: string, maxPrice: number): Promise<'bought' | 'unavailable'> {
    for (let n = attempt; n <= options.maxAttempts; n += 1) {
      const outcome = await buy(withdrawalId, n, hashName, maxPrice);
      if (outcome !== 'refused') return outcome;
    }
    return 'unavailable';
  }

  /** Applies what the market says of a purchase to its row. */
  async function apply(row: PurchaseRow, info: MarketPurchaseInfo): Promise<PurchaseRow> {
    const stage: Stage = info.stage === 'delivered' ? 'delivered' : info.stage === 'failed' ? 'failed' : info.tradeId ? 'sent' : 'waiting';
    if (stage === row.stage && info.tradeId === row.tradeId) return row;
    return mark(row, stage, { marketId: info.id, tradeId: info.tradeId, ...(info.price !== null ? { price: info.price } : {}), ...(stage === 'failed' ? { error: 'seller did not send' } : {}) });
  }

  /** The purchase as the market knows it now (a `buying` one it never heard of stays as it is). */
  async function refresh(row: PurchaseRow): Promise<PurchaseRow> {
    if (!['buying', 'waiting', 'sent'].includes(row.stage)) return row;
    const info = await client.purchase(row.customId);
    return info ? apply(row, info) : row;
  }

  function handle(withdrawalId: number, state: OfferState): SentOffer {
    return { offerId: `td-w-${withdrawalId}`, bot: 'market', assetId: null, state, protectedUntil: null, answerBy: new Date(clock().getTime() + options.deliveryWaitMs) };
  }

  function withdrawalOf(offer: OfferHandle): number {
    const id = /^td-w-(\d{1,15})$/.exec(offer.offerId)?.[1];
    if (id === undefined) throw new Error(`not a market purchase: ${offer.offerId}`);
    return Number(id);
  }

  /** Where the latest attempt stands; a failed one is followed by the next attempt while any are left. */
  async function follow(withdrawalId: number): Promise<OfferState> {
    let row = await latest(withdrawalId);
    if (!row) return 'invalid';
    if (row.stage === 'buying' && !(await client.purchase(row.customId))) {
      // Never reached the market (or was lost on the way): buy under the same custom id.
      if ((await buyFrom(withdrawalId, row.attempt, row.hashName, row.maxPrice)) === 'unavailable') return 'unavailable';
      row = (await latest(withdrawalId))!;
    }
    row = await refresh(row);
    if (row.stage === 'delivered') return 'accepted';
    if (row.stage === 'unavailable' || row.stage === 'refused') return 'unavailable';
    if (row.stage === 'failed') {
      if (row.attempt >= options.maxAttempts) return 'unavailable';
      return (await buyFrom(withdrawalId, row.attempt + 1, row.hashName, row.maxPrice)) === 'bought' ? 'awaiting_seller' : 'unavailable';
    }
    return stateOf(row.stage);
  }

  return {
    kind: 'market',
    // The seller's trade to the player is between them and the market: the market holds the seller's money past
    // any reversal window, so the site has nothing of its own to follow.
    tradeProtection: false,
    async send(request) {
      const withdrawalId = withdrawalOfRef(request.ref);
      if (withdrawalId === null || request.method !== 'trade') throw new OfferRejected('unavailable');
      if (!tradeUrlParts(request.partner)) throw new OfferRejected('invalidLink');
      const last = await latest(withdrawalId);
      // A `buying` attempt is asked again under its own id; a finished one is followed by the next.
      const attempt = !last ? 1 : last.stage === 'buying' ? last.attempt : last.attempt + 1;
      const outcome = await buyFrom(withdrawalId, attempt, request.itemName, last?.maxPrice ?? marketPriceBound(request.value, options.maxOverpay));
      if (outcome === 'unavailable') throw new OfferRejected('unavailable');
      return handle(withdrawalId, 'awaiting_seller');
    },
    async find(ref) {
      const withdrawalId = withdrawalOfRef(ref);
      let row = withdrawalId === null ? undefined : await latest(withdrawalId);
      if (!row || withdrawalId === null) return null;
      if (row.stage === 'buying') {
        const info = await client.purchase(row.customId);
        if (!info) return null;
        row = await apply(row, info);
      }
      if (row.stage === 'unavailable' || row.stage === 'refused') return null;
      return handle(withdrawalId, stateOf(row.stage));
    },
    state: (offer) => follow(withdrawalOf(offer)),
    async cancel(offer) {
      const withdrawalId = withdrawalOf(offer);
      const row = await latest(withdrawalId);
      if (!row) return 'invalid';
      const now = await refresh(row);
      if (now.stage === 'delivered') return 'accepted';
      if (now.stage === 'failed' || now.stage === 'unavailable' || now.stage === 'refused') return 'canceled';
      // A bought item cannot be called back: the seller still may send, and only the market says otherwise.
      throw new Error(`market purchase ${now.customId} is still ${now.stage}: it cannot be canceled`);
    },
    async close() {},
  };
}

/** The purchases of these withdrawals, each withdrawal's in order of attempt (the console's queue shows them). */
export async function marketPurchasesOf(db: DbOrTx, withdrawalIds: number[]): Promise<PurchaseRow[]> {
  if (withdrawalIds.length === 0) return [];
  return db.select().from(marketPurchases).where(inArray(marketPurchases.withdrawalId, withdrawalIds)).orderBy(marketPurchases.withdrawalId, marketPurchases.attempt);
}

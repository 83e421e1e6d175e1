import { eq, inArray, sql } from 'drizzle-orm';
import type { ConsoleMarketPrices, Game } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { items, marketPrices, priceFeedRuns } from '../../platform/db/schema/index.js';
import type { PriceSource } from './quote.js';

/** Items listed at most: the held ones first, then the farthest from the catalog's price. */
const LISTED = 100;

/** What the console shows about market prices: the feeds, how each last fared, and the items that moved most. */
export async function readMarketPrices(db: Db, game: Game, configured: PriceSource[]): Promise<ConsoleMarketPrices> {
  const feeds = await db.select().from(priceFeedRuns).where(eq(priceFeedRuns.game, game)).orderBy(priceFeedRuns.source);
  const difference = sql<number>`(${marketPrices.price} - ${items.price})::float8 / ${items.price}`;
  const [counts] = await db
    .select({
      items: sql<number>`count(*)::int`,
      priced: sql<number>`count(${marketPrices.itemId})::int`,
      held: sql<number>`count(${marketPrices.heldSince})::int`,
    })
    .from(items)
    .leftJoin(marketPrices, eq(marketPrices.itemId, items.id))
    .where(eq(items.game, game));
  const rows = await db
    .select({
      itemId: items.id,
      name: items.name,
      catalogPrice: items.price,
      marketPrice: marketPrices.price,
      difference,
      sources: marketPrices.sources,
      dropped: marketPrices.dropped,
      pricedAt: marketPrices.pricedAt,
      heldSince: marketPrices.heldSince,
    })
    .from(marketPrices)
    .innerJoin(items, eq(items.id, marketPrices.itemId))
    .where(eq(items.game, game))
    .orderBy(sql`${marketPrices.heldSince} is null`, sql`abs(${difference}) desc`, items.id)
    .limit(LISTED);
  return {
    configured,
    feeds: feeds.map((f) => ({
      source: f.source,
      lastRunAt: f.lastRunAt.toISOString(),
      lastOkAt: f.lastOkAt?.toISOString() ?? null,
      lastError: f.lastError,
      matched: f.matched,
      dropped: f.dropped,
    })),
    counts: counts ?? { items: 0, priced: 0, held: 0 },
    items: rows.map((r) => ({ ...r, pricedAt: r.pricedAt.toISOString(), heldSince: r.heldSince?.toISOString() ?? null })),
  };
}

/** The market prices of the items named (kopecks), for those that have one, and when the latest was taken. */
export async function marketPricesOf(db: Db, itemIds: number[]): Promise<{ prices: Map<number, number>; pricedAt: Date | null }> {
  if (itemIds.length === 0) return { prices: new Map(), pricedAt: null };
  const rows = await db.select({ itemId: marketPrices.itemId, price: marketPrices.price, pricedAt: marketPrices.pricedAt }).from(marketPrices).where(inArray(marketPrices.itemId, itemIds));
  const pricedAt = rows.reduce<Date | null>((latest, r) => (latest === null || r.pricedAt > latest ? r.pricedAt : latest), null);
  return { prices: new Map(rows.map((r) => [r.itemId, r.price])), pricedAt };
}

/** The robust prices of a game's items that fresh quotes still back (held ones, kept from before every feed failed, are left out). */
export async function freshMarketPrices(db: Db, game: Game): Promise<Map<number, number>> {
  const rows = await db
    .select({ itemId: marketPrices.itemId, price: marketPrices.price })
    .from(marketPrices)
    .innerJoin(items, eq(items.id, marketPrices.itemId))
    .where(sql`${items.game} = ${game} AND ${marketPrices.heldSince} IS NULL AND ${marketPrices.price} > 0`);
  return new Map(rows.map((r) => [r.itemId, r.price]));
}

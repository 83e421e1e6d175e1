import { and, eq, gte, sql } from 'drizzle-orm';
import { toWire, type Game, type ItemPriceHistory } from '@tastydrop/domain';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../platform/db/index.js';
import { items, marketPrices, priceQuotes } from '../../platform/db/schema/index.js';

/** Days the chart covers. */
export const PRICE_HISTORY_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * An item's site price, its market price and one point a day for the last 30 days: the median of that day's hourly
 * quotes from every source, so one source's bad hour moves no point. Read through the `(item_id, source, hour)` index.
 */
export async function readPriceHistory(db: Db, game: Game, itemId: number, now: Date): Promise<ItemPriceHistory> {
  const [item] = await db
    .select({ id: items.id, name: items.name, price: items.price, market: marketPrices.price, pricedAt: marketPrices.pricedAt, heldSince: marketPrices.heldSince })
    .from(items)
    .leftJoin(marketPrices, eq(marketPrices.itemId, items.id))
    .where(and(eq(items.id, itemId), eq(items.game, game)));
  if (!item) throw new AppError('dataNotFound', { id: itemId });
  const since = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - (PRICE_HISTORY_DAYS - 1) * DAY_MS);
  const day = sql<string>`to_char(${priceQuotes.hour} at time zone 'UTC', 'YYYY-MM-DD')`;
  const days = await db
    .select({ day, price: sql<number>`(percentile_disc(0.5) within group (order by ${priceQuotes.price}))::bigint`.mapWith(Number) })
    .from(priceQuotes)
    .where(and(eq(priceQuotes.itemId, itemId), gte(priceQuotes.hour, since)))
    .groupBy(day)
    .orderBy(day);
  return {
    itemId: item.id,
    name: item.name,
    price: toWire(item.price),
    market: item.market === null || item.pricedAt === null ? null : { price: toWire(item.market), pricedAt: item.pricedAt.toISOString(), heldSince: item.heldSince?.toISOString() ?? null },
    days: days.map((d) => ({ day: d.day, price: toWire(d.price) })),
  };
}

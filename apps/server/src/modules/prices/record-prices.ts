import { eq, sql } from 'drizzle-orm';
import type { Game, Minor } from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { items, latestQuotes, marketPrices, priceFeedRuns, priceQuotes, type DroppedSource } from '../../platform/db/schema/index.js';
import type { FeedErrorCode, PriceSource, Quote } from './quote.js';

/** Rows per insert: 6 parameters each stays far below PostgreSQL's 65,535. */
const CHUNK = 1000;

/** The game's catalog items by market name, lower-cased (the feeds' `market_hash_name` is the item's name). */
export async function itemsByMarketName(db: Db, game: Game): Promise<Map<string, { id: number; name: string }>> {
  const rows = await db.select({ id: items.id, name: items.name }).from(items).where(eq(items.game, game));
  return new Map(rows.map((row) => [row.name.toLowerCase(), row]));
}

const HOUR_MS = 3_600_000;
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/**
 * Keeps the quotes that name a catalog item: each replaces its source's latest quote of the item unless it is older,
 * and becomes the history's quote of its hour unless that one is newer. A cached feed repeating the same moment
 * changes nothing. Resolves with how many quotes matched an item.
 */
export async function recordQuotes(db: Db, byName: Map<string, { id: number }>, quotes: Quote[]): Promise<number> {
  // One row per item and source (a list naming an item twice keeps its newest quote): an upsert may not touch a row twice.
  const rows = new Map<string, { itemId: number; source: PriceSource; price: Minor; volume: number | null; observedAt: Date }>();
  for (const q of quotes) {
    const item = byName.get(q.marketHashName.toLowerCase());
    if (!item) continue;
    const key = `${item.id}/${q.source}`;
    const kept = rows.get(key);
    if (!kept || kept.observedAt < q.observedAt) rows.set(key, { itemId: item.id, source: q.source, price: q.price, volume: q.volume, observedAt: q.observedAt });
  }
  const all = [...rows.values()];
  const newer = (table: typeof latestQuotes | typeof priceQuotes) => sql`${table.observedAt} < excluded.observed_at`;
  const replace = { price: sql`excluded.price`, volume: sql`excluded.volume`, observedAt: sql`excluded.observed_at` };
  for (let i = 0; i < all.length; i += CHUNK) {
    const chunk = all.slice(i, i + CHUNK);
    await db.insert(latestQuotes).values(chunk).onConflictDoUpdate({ target: [latestQuotes.itemId, latestQuotes.source], set: replace, setWhere: newer(latestQuotes) });
    await db
      .insert(priceQuotes)
      .values(chunk.map((row) => ({ ...row, hour: hourOf(row.observedAt) })))
      .onConflictDoUpdate({ target: [priceQuotes.itemId, priceQuotes.source, priceQuotes.hour], set: replace, setWhere: newer(priceQuotes) });
  }
  return all.length;
}

export interface FeedRun {
  source: PriceSource;
  game: Game;
  at: Date;
  /** Null when the feed answered. */
  error: FeedErrorCode | null;
  matched: number;
  dropped: number;
}

/** How a feed fared on this run; a run that brought quotes (or answered with none to bring) also moves its last good run. */
export async function recordFeedRun(db: Db, run: FeedRun): Promise<void> {
  const ok = run.error === null || run.matched > 0;
  const row = { source: run.source, game: run.game, lastRunAt: run.at, lastOkAt: ok ? run.at : null, lastError: run.error, matched: run.matched, dropped: run.dropped };
  await db
    .insert(priceFeedRuns)
    .values(row)
    .onConflictDoUpdate({
      target: [priceFeedRuns.source, priceFeedRuns.game],
      set: { lastRunAt: row.lastRunAt, lastError: row.lastError, matched: row.matched, dropped: row.dropped, ...(ok ? { lastOkAt: run.at } : {}) },
    });
}

/** An item's new market price, taken from the sources named. */
export async function setMarketPrice(db: DbOrTx, itemId: number, price: Minor, sources: PriceSource[], dropped: DroppedSource[], at: Date): Promise<void> {
  const row = { itemId, price, sources, dropped, pricedAt: at, heldSince: null };
  await db.insert(marketPrices).values(row).onConflictDoUpdate({ target: marketPrices.itemId, set: { price, sources, dropped, pricedAt: at, heldSince: null } });
}

/** No usable quote this run: the item keeps its last good price, held since the first run that found none. */
export async function holdMarketPrice(db: DbOrTx, itemId: number, dropped: DroppedSource[], at: Date): Promise<void> {
  await db
    .update(marketPrices)
    .set({ dropped, heldSince: sql`coalesce(${marketPrices.heldSince}, ${at.toISOString()}::timestamptz)` })
    .where(eq(marketPrices.itemId, itemId));
}

import { eq } from 'drizzle-orm';
import type { Game } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import type { DroppedSource } from '../../platform/db/schema/index.js';
import { items, latestQuotes, marketPrices } from '../../platform/db/schema/index.js';
import type { Quote } from './quote.js';
import { holdMarketPrice, setMarketPrice } from './record-prices.js';
import { robustPrice, type RobustPriceOptions } from './robust-price.js';

export interface TakenPrices {
  /** Items whose market price was taken from fresh quotes this run. */
  priced: number;
  /** Items that kept their last good price because no quote was usable. */
  held: number;
}

/** Each source's latest quote per item of the game. */
async function latestByItem(db: Db, game: Game): Promise<Map<number, Quote[]>> {
  const rows = await db
    .select({ itemId: latestQuotes.itemId, source: latestQuotes.source, price: latestQuotes.price, volume: latestQuotes.volume, observedAt: latestQuotes.observedAt })
    .from(latestQuotes)
    .innerJoin(items, eq(items.id, latestQuotes.itemId))
    .where(eq(items.game, game))
    .orderBy(latestQuotes.itemId, latestQuotes.source);
  const byItem = new Map<number, Quote[]>();
  for (const row of rows) {
    const quotes = byItem.get(row.itemId) ?? [];
    quotes.push({ source: row.source, marketHashName: '', price: row.price, volume: row.volume, observedAt: row.observedAt });
    byItem.set(row.itemId, quotes);
  }
  return byItem;
}

/** Why each quote was left out when none gave a price: too old, else too far from the others. */
function unusable(quotes: Quote[], options: RobustPriceOptions): DroppedSource[] {
  return quotes.map((q) => ({ source: q.source, reason: options.now.getTime() - q.observedAt.getTime() > options.staleAfterMs ? 'stale' : 'outlier' }));
}

/**
 * Takes every item's market price from its sources' latest quotes (docs/decisions/051): fresh, agreeing sources give
 * a new price; when none is left the item keeps its last good price and is marked held. Items no feed ever priced
 * have no market price and keep the catalog's.
 */
export async function takeMarketPrices(db: Db, game: Game, options: RobustPriceOptions): Promise<TakenPrices> {
  const quotes = await latestByItem(db, game);
  const pricedRows = await db
    .select({ itemId: marketPrices.itemId })
    .from(marketPrices)
    .innerJoin(items, eq(items.id, marketPrices.itemId))
    .where(eq(items.game, game));
  const priced = new Set(pricedRows.map((p) => p.itemId));
  const itemIds = new Set([...quotes.keys(), ...priced]);
  const taken: TakenPrices = { priced: 0, held: 0 };
  await db.transaction(async (tx) => {
    for (const itemId of itemIds) {
      const itemQuotes = quotes.get(itemId) ?? [];
      const price = robustPrice(itemQuotes, options);
      if (price) {
        await setMarketPrice(tx, itemId, price.price, price.sources, price.dropped, options.now);
        taken.priced += 1;
      } else if (priced.has(itemId)) {
        await holdMarketPrice(tx, itemId, unusable(itemQuotes, options), options.now);
        taken.held += 1;
      }
    }
  });
  return taken;
}

import { effectivePrice, expectedValue, itemsPerOpen, returnToPlayer, type CaseRtp } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { marketPricesOf } from '../prices/read-market-prices.js';
import type { LoadedCase } from './case-catalog.js';

/**
 * A case's return at today's market prices: the same expected value as the catalog's, with each item at its market
 * price where it has one (the catalog's otherwise), over the case's effective price. Null while none of its items has
 * a market price.
 */
export async function marketReturn(db: Db, c: LoadedCase): Promise<CaseRtp['market']> {
  const { prices, pricedAt } = await marketPricesOf(db, [...new Set(c.drops.map((d) => d.item.id))]);
  if (pricedAt === null) return null;
  const ev = expectedValue(
    c.drops.map((d) => ({ weight: d.weight, price: prices.get(d.item.id) ?? d.item.price })),
    itemsPerOpen(c.row),
  );
  const totalWeight = c.drops.reduce((sum, d) => sum + d.weight, 0);
  const pricedWeight = c.drops.reduce((sum, d) => sum + (prices.has(d.item.id) ? d.weight : 0), 0);
  return {
    rtp: returnToPlayer(ev, effectivePrice(c.row.price, c.row.everyNOpenFree)),
    pricedChance: totalWeight > 0 ? pricedWeight / totalWeight : 0,
    pricedAt: pricedAt.toISOString(),
  };
}

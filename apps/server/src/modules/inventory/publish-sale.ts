import { toWire } from '@tastydrop/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Realtime } from '../../platform/realtime/hub.js';
import type { SaleResult } from './sell-items.js';

/**
 * Tells the player's pages about a committed sale, in this order: `statechange` (selled, with the new money balance
 * and the coin balance as `utastycoin`), the plain `balance` message, then `sell_done`. The page holds a sale's gains
 * back from its statechange to its sell_done (the spec's selling delta freeze), so the plain balance must not come
 * first: the sale's transaction leaves no wallet balance message of its own. A failed publish never undoes the sale.
 */
export async function publishSale(realtime: Realtime, log: FastifyBaseLogger, userId: number, sale: SaleResult): Promise<void> {
  if (sale.soldIds.length === 0) return;
  try {
    await realtime.publishToUser(userId, { event: 'statechange', type: 'selled', user: userId, money: toWire(sale.balance), price: toWire(sale.price), utastycoin: toWire(sale.coinBalance) });
    await realtime.publishToUser(userId, { event: 'balance', balance: toWire(sale.balance), coinBalance: toWire(sale.coinBalance) });
    await realtime.publishToUser(userId, { event: 'sell_done' });
  } catch (err) {
    log.warn({ err }, 'sale publish failed');
  }
}

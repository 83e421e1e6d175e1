import { toWire } from '@tastydrop/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Realtime } from '../../platform/realtime/hub.js';
import type { SaleResult } from './sell-items.js';

/**
 * Tells the player's pages about a sale: `statechange` (selled, with the new money balance and the coin balance as
 * `utastycoin`) then `sell_done`. A failed publish never undoes the sale.
 */
export async function publishSale(realtime: Realtime, log: FastifyBaseLogger, userId: number, sale: SaleResult): Promise<void> {
  if (sale.soldIds.length === 0) return;
  try {
    await realtime.publishToUser(userId, { event: 'statechange', type: 'selled', user: userId, money: toWire(sale.balance), price: toWire(sale.price), utastycoin: toWire(sale.coinBalance) });
    await realtime.publishToUser(userId, { event: 'sell_done' });
  } catch (err) {
    log.warn({ err }, 'sale publish failed');
  }
}

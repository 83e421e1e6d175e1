import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { inventoryItems, users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { credit } from '../wallet/wallet.js';
import { inventoryValue } from './inventory-value.js';
import { assertOneKind, lockItems, uniqueIds } from './lock-items.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { saleRef, type SaleResult, type SellSelection } from './sale.js';

export type { SaleResult, SellSelection } from './sale.js';

/**
 * Sells items back at their drop prices in one transaction: they turn `selled`
 * and their sum is credited through the wallet. The items are locked first and
 * must still be available, so an item is never sold twice, nor sold and withdrawn.
 */
export async function sellItems(db: Db, userId: number, selection: SellSelection): Promise<SaleResult> {
  return withTransaction(db, async (tx) => {
    const ids = 'ids' in selection ? uniqueIds(selection.ids) : null;
    const locked = await lockItems(tx, userId, ids ? { ids } : { statuses: ['progress'] });
    const sellable = locked.filter((r) => r.status === 'progress');
    if (ids) {
      if (sellable.length !== ids.length) {
        throw new AppError('invalidItem', { ids: ids.filter((id) => !sellable.some((r) => r.id === id)) });
      }
      assertOneKind(sellable);
    }
    const soldIds = sellable.map((r) => r.id);
    const price = sellable.reduce((sum, r) => sum + r.price, 0);
    if (soldIds.length > 0) {
      await tx.update(inventoryItems).set({ status: 'selled', timerUntil: null, updatedAt: sql`now()` }).where(inArray(inventoryItems.id, soldIds));
      await credit(tx, { userId, currency: 'money', amount: price, reason: 'item_sell', ref: saleRef(soldIds) });
    }
    const [row] = await tx.select({ balance: users.balance, coinBalance: users.coinBalance }).from(users).where(eq(users.id, userId));
    return { balance: row?.balance ?? 0, coinBalance: row?.coinBalance ?? 0, totalAmountItems: await inventoryValue(tx, userId), price, soldIds };
  });
}

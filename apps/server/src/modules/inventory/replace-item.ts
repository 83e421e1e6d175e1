import { and, eq } from 'drizzle-orm';
import type { Game, InventoryItem } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { inventoryItems, items, itemTypes, users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { credit } from '../wallet/wallet.js';
import { presentInventoryItem, selectItemRows } from './inventory-rows.js';
import { exchangeableItem, replacementsOf } from './list-replacements.js';
import { lockItems } from './lock-items.js';
import { grantItems } from '../items/grant-items.js';
import { markExchanged } from '../items/item-moves.js';
import { withTransaction } from '../../platform/db/transaction.js';

/** In kopecks. */
export interface Replacement {
  item: InventoryItem;
  balance: number;
}

/**
 * The skin exchange: a player's available item becomes EXCHANGED and a catalog
 * skin of no greater value takes its place (status progress, source Change); the
 * difference is credited through the wallet. One transaction, the item locked first.
 */
export async function replaceItem(db: Db, userId: number, input: { inventoryId: number; itemId: number }, game: Game): Promise<Replacement> {
  return withTransaction(db, async (tx) => {
    await lockItems(tx, userId, { ids: [input.inventoryId] });
    const item = await exchangeableItem(tx, userId, input.inventoryId);
    const [target] = await tx
      .select({ id: items.id, price: items.price })
      .from(items)
      .leftJoin(itemTypes, eq(itemTypes.itemId, items.id))
      .where(and(eq(items.id, input.itemId), replacementsOf(item, game)));
    if (!target) throw new AppError('invalidItem', { itemId: input.itemId });

    await markExchanged(tx, item.id);
    const [created] = await grantItems(tx, [{ userId, itemId: target.id, price: target.price, status: 'progress', source: 'Change' }]);
    const difference = item.price - target.price;
    let balance: number;
    if (difference > 0) {
      balance = (await credit(tx, { userId, currency: 'money', amount: difference, reason: 'item_exchange', ref: `inventory:${item.id}` })) ?? 0;
    } else {
      const [row] = await tx.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
      balance = row?.balance ?? 0;
    }
    const [row] = await selectItemRows(tx).where(eq(inventoryItems.id, created!));
    return { item: presentInventoryItem(row!), balance };
  });
}

import { and, eq, sql } from 'drizzle-orm';
import { toWire } from '@tastydrop/domain';
import type { Db } from '../../db/index.js';
import { inventoryItems } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { credit } from '../wallet/wallet.js';

/** Statuses from which an item can be sold back (part 2 §4). */
export const SELLABLE_STATUSES = ['progress'] as const;

/**
 * Sells one of the player's items at its drop price: the item turns `selled` and
 * the price is credited, in one transaction. An item is never sold twice: the
 * status change is conditional on the item still being sellable.
 */
export async function sellItem(db: Db, userId: number, inventoryItemId: number) {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .update(inventoryItems)
      .set({ status: 'selled', updatedAt: sql`now()` })
      .where(and(eq(inventoryItems.id, inventoryItemId), eq(inventoryItems.userId, userId), eq(inventoryItems.status, 'progress')))
      .returning({ id: inventoryItems.id, price: inventoryItems.price });
    if (!item) throw new AppError('invalidItem', { id: inventoryItemId });
    const balance = await credit(tx, { userId, currency: 'money', amount: item.price, reason: 'item_sell', ref: `inventory:${item.id}` });
    const [total] = await tx
      .select({ sum: sql<number>`coalesce(sum(${inventoryItems.price}), 0)::bigint` })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.userId, userId), eq(inventoryItems.status, 'progress')));
    return { balance: toWire(balance ?? 0), totalAmountItems: toWire(Number(total?.sum ?? 0)), price: toWire(item.price) };
  });
}

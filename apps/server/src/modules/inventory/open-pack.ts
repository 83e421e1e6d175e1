import { asc, eq, inArray } from 'drizzle-orm';
import { ITEM_TYPES, type InventoryItem } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { inventoryItems, items, packContents } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { presentInventoryItem, selectItemRows } from './inventory-rows.js';
import { lockItems } from './lock-items.js';
import { grantItems } from '../items/grant-items.js';
import { markUnpacked } from '../items/item-moves.js';
import { withTransaction } from '../../platform/db/transaction.js';

/**
 * Unpacks a pack: the pack turns `unpacked` and its contents become new
 * items in progress, at their catalog prices, in the pack's order. One transaction;
 * the pack is locked first, so it opens once.
 */
export async function openPack(db: Db, userId: number, inventoryId: number): Promise<InventoryItem[]> {
  return withTransaction(db, async (tx) => {
    const [pack] = await lockItems(tx, userId, { ids: [inventoryId] });
    if (!pack || pack.status !== 'progress' || pack.type !== ITEM_TYPES.pack) throw new AppError('invalidItem', { id: inventoryId });
    const contents = await tx
      .select({ itemId: items.id, price: items.price })
      .from(packContents)
      .innerJoin(items, eq(items.id, packContents.itemId))
      .where(eq(packContents.packItemId, pack.itemId))
      .orderBy(asc(packContents.position));
    if (contents.length === 0) throw new AppError('invalidItem', { id: inventoryId, reason: 'emptyPack' });

    await markUnpacked(tx, pack.id);
    const created = await grantItems(
      tx,
      contents.map((c) => ({ userId, itemId: c.itemId, price: c.price, status: 'progress', source: pack.source })),
    );
    const rows = await selectItemRows(tx)
      .where(inArray(inventoryItems.id, created))
      .orderBy(asc(inventoryItems.id));
    return rows.map((row) => presentInventoryItem(row));
  });
}

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.js';
import type { items } from '../../platform/db/schema/index.js';
import { inventoryItems, itemTypes } from '../../platform/db/schema/index.js';
import type { ConsumedItem } from '../../platform/db/schema/upgrades.js';
import { AppError } from '../../core/app-error.js';

/** Status an item takes when an upgrade or a contract consumes it. */
export type ConsumedStatus = 'to_upgrade' | 'to_contract';

/**
 * Takes the player's items out of play for an upgrade or contract. The rows are locked in id order
 * (FOR UPDATE), so a concurrent request for the same item waits and then sees it gone: an item is
 * never used twice. Fails with notFoundOutdated (listing the ids) unless every item is the player's
 * and in progress and an ordinary item (type 1). Lock order everywhere here: inventory rows, then the user row, then the seed row.
 */
export async function consumeItems(tx: Tx, userId: number, ids: readonly number[], status: ConsumedStatus): Promise<ConsumedItem[]> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  const locked = await tx
    .select({ id: inventoryItems.id, itemId: inventoryItems.itemId, price: inventoryItems.price, status: inventoryItems.status, type: itemTypes.type })
    .from(inventoryItems)
    .leftJoin(itemTypes, eq(itemTypes.itemId, inventoryItems.itemId))
    .where(and(inArray(inventoryItems.id, wanted), eq(inventoryItems.userId, userId)))
    .orderBy(asc(inventoryItems.id))
    .for('update', { of: inventoryItems });
  // Only the upgrade group (ordinary items in progress) can be staked: packs and special items cannot.
  const usable = locked.filter((r) => r.status === 'progress' && r.type === null);
  if (usable.length !== wanted.length) {
    const ok = new Set(usable.map((r) => r.id));
    throw new AppError('notFoundOutdated', { ids: wanted.filter((id) => !ok.has(id)) });
  }
  await tx.update(inventoryItems).set({ status, updatedAt: sql`now()` }).where(inArray(inventoryItems.id, wanted));
  return usable.map((r) => ({ inventoryItemId: r.id, itemId: r.itemId, price: r.price }));
}

export type ItemRow = typeof items.$inferSelect;

/** Puts a catalog item into the player's inventory (status progress) at its current price, with its wear float if it has one. */
export async function addPrizeItem(tx: Tx, userId: number, item: ItemRow, source: 'Upgrade' | 'Contract', float: number | null = null): Promise<number> {
  const [row] = await tx
    .insert(inventoryItems)
    .values({ userId, itemId: item.id, price: item.price, status: 'progress', source, float })
    .returning({ id: inventoryItems.id });
  return row!.id;
}

/** Sum of the consumed items' prices (kopecks). */
export function totalOf(consumed: readonly ConsumedItem[]): number {
  return consumed.reduce((a, c) => a + c.price, 0);
}

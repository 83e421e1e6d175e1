import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { ITEM_TYPES, type ItemStatus } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { inventoryItems } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { selectItemRows, type ItemRow } from './inventory-rows.js';

/**
 * Locks a player's items (the given ids, or every item in the given statuses) in id
 * order, so concurrent requests over the same items queue up instead of deadlocking.
 * Callers check the statuses they got: a status read under the lock is current.
 */
export async function lockItems(tx: DbOrTx, userId: number, filter: { ids?: number[]; statuses?: ItemStatus[] }): Promise<ItemRow[]> {
  const conditions: SQL[] = [eq(inventoryItems.userId, userId)];
  if (filter.ids) conditions.push(inArray(inventoryItems.id, filter.ids));
  if (filter.statuses) conditions.push(inArray(inventoryItems.status, filter.statuses));
  return selectItemRows(tx)
    .where(and(...conditions))
    .orderBy(asc(inventoryItems.id))
    .for('update', { of: inventoryItems });
}

/** A selection never mixes special (type 3) items with others. */
export function assertOneKind(rows: readonly Pick<ItemRow, 'type'>[]): void {
  const special = rows.filter((r) => r.type === ITEM_TYPES.special).length;
  if (special > 0 && special < rows.length) throw new AppError('invalidItem', { reason: 'mixedTypes' });
}

/** The ids without repeats, in the order given. */
export function uniqueIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

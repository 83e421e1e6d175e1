import { and, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { ITEM_TYPES, toWire, type InventoryGroup, type InventoryList } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { ownerRowsDescending } from '../../platform/db/owner-rows.js';
import { inventoryItems, items, itemTypes, users, withdrawals } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { GROUP_STATUSES } from './inventory-groups.js';
import { itemTypeSql, presentInventoryItem, selectItemRows } from './inventory-rows.js';

export interface InventoryPage {
  userId: number;
  group: InventoryGroup;
  page: number;
  perPage: number;
}

/** One page of a player's inventory group, with the group's item count and total price. */
export async function listInventory(db: DbOrTx, query: InventoryPage, now: Date = new Date()): Promise<InventoryList> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, query.userId)).limit(1);
  if (!owner) throw new AppError('userNotFound');

  const statuses = GROUP_STATUSES[query.group];
  const filters: SQL[] = [];
  if (statuses) filters.push(inArray(inventoryItems.status, [...statuses]));
  // A battle's won items stay hidden until its result is revealed.
  else filters.push(ne(inventoryItems.status, 'before'));
  if (query.group === 'upgrade') filters.push(sql`${itemTypeSql} = ${ITEM_TYPES.regular}`);

  const [totals] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number), sum: sql<number>`coalesce(sum(${inventoryItems.price}), 0)`.mapWith(Number) })
    .from(inventoryItems)
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .leftJoin(itemTypes, eq(itemTypes.itemId, inventoryItems.itemId))
    .where(and(eq(inventoryItems.userId, query.userId), ...filters));

  const newest = ownerRowsDescending(inventoryItems.userId, query.userId, inventoryItems.id);
  const rows = await selectItemRows(db)
    .where(and(newest.where, ...filters))
    .orderBy(...(query.group === 'upgrade' ? [desc(inventoryItems.price), desc(inventoryItems.id)] : newest.orderBy))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);

  const protectedUntil = await protectionEnds(
    db,
    rows.filter((row) => row.status === 'STEAM_WITHDRAWN').map((row) => row.id),
    now,
  );
  return {
    items: rows.map((row) => {
      const item = presentInventoryItem(row, now);
      const until = protectedUntil.get(row.id);
      return until ? { ...item, protectedUntil: until.toISOString() } : item;
    }),
    totalItem: totals?.count ?? 0,
    totalPrice: toWire(totals?.sum ?? 0),
  };
}


/** Withdrawn CS2 items whose delivering trade can still be reversed, with until when (docs/decisions/056-trade-protection.md). */
async function protectionEnds(db: DbOrTx, ids: number[], now: Date): Promise<Map<number, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: withdrawals.inventoryItemId, until: withdrawals.protectedUntil })
    .from(withdrawals)
    .where(and(inArray(withdrawals.inventoryItemId, ids), eq(withdrawals.status, 'accepted'), gt(withdrawals.protectedUntil, now)));
  return new Map(rows.map((r) => [r.id, r.until!]));
}

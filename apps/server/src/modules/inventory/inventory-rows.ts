import { eq, sql } from 'drizzle-orm';
import { ITEM_TYPES, toWire, type InventoryItem, type ItemStatus, type Rarity } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { inventoryItems, items, itemTypes } from '../../platform/db/schema/index.js';

/** An inventory item with what the catalog says about it. */
const itemRowColumns = {
  id: inventoryItems.id,
  itemId: inventoryItems.itemId,
  price: inventoryItems.price,
  status: inventoryItems.status,
  source: inventoryItems.source,
  timerUntil: inventoryItems.timerUntil,
  float: inventoryItems.float,
  createdAt: inventoryItems.createdAt,
  name: items.name,
  hero: items.hero,
  image: items.image,
  rarity: items.rarity,
  type: sql<number>`coalesce(${itemTypes.type}, ${ITEM_TYPES.regular})`.mapWith(Number),
};

/** The SQL of an item's type (1 when the catalog item has no type row). */
export const itemTypeSql = sql`coalesce(${itemTypes.type}, ${ITEM_TYPES.regular})`;

export interface ItemRow {
  id: number;
  itemId: number;
  price: number;
  status: string;
  source: InventoryItem['source'];
  timerUntil: Date | null;
  float: number | null;
  createdAt: Date;
  name: string;
  hero: string;
  image: string;
  rarity: string;
  type: number;
}

/** Inventory items joined with their catalog item and type; add where/order/limit. */
export function selectItemRows(db: DbOrTx) {
  return db
    .select(itemRowColumns)
    .from(inventoryItems)
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .leftJoin(itemTypes, eq(itemTypes.itemId, inventoryItems.itemId));
}

/** Seconds left on the item's timer, or null when none runs. */
export function timerSeconds(timerUntil: Date | null, now: Date): number | null {
  if (!timerUntil) return null;
  return Math.max(0, Math.ceil((timerUntil.getTime() - now.getTime()) / 1000));
}

/** The Inventory item entity. */
export function presentInventoryItem(row: ItemRow, now: Date = new Date()): InventoryItem {
  const status = row.status as ItemStatus;
  return {
    id: row.id,
    itemId: row.itemId,
    name: row.name,
    hero: row.hero,
    type: row.type,
    status,
    price: toWire(row.price),
    priceProfile: toWire(row.price),
    isSelected: false,
    packItems: row.type === ITEM_TYPES.pack && status === 'progress',
    image: row.image,
    rarity: row.rarity as Rarity,
    source: row.source,
    timerData: status === 'progress' ? null : timerSeconds(row.timerUntil, now),
    csInfo: null,
    float: row.float,
    createdAt: row.createdAt.toISOString(),
  };
}

import { and, eq } from 'drizzle-orm';
import { ITEM_TYPES, type Game } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { items, itemTypes, packContents } from '../../platform/db/schema/index.js';

/** The writes of catalog items (docs/decisions/053-one-owner-per-table.md): the cases module alone changes `items`. */

export type NewItem = typeof items.$inferInsert;

/** What the console edits of an item besides its price. */
export type ItemDetails = Pick<NewItem, 'slug' | 'name' | 'hero' | 'slot' | 'rarity' | 'image'>;

/** Adds catalog items in one statement; returns their ids and slugs in the order given. */
export async function insertItems(db: DbOrTx, rows: NewItem[]): Promise<{ id: number; slug: string }[]> {
  return db.insert(items).values(rows).returning({ id: items.id, slug: items.slug });
}

/** Changes an item's name, kind and image (its price changes only through setItemPrices). */
export async function saveItemDetails(db: DbOrTx, itemId: number, details: ItemDetails): Promise<void> {
  await db.update(items).set(details).where(eq(items.id, itemId));
}

/** Retires an item from new drop tables, or brings it back; false when the game has no such item. */
export async function markItemHidden(db: DbOrTx, game: Game, itemId: number, hidden: boolean): Promise<boolean> {
  const [row] = await db.update(items).set({ hidden }).where(and(eq(items.id, itemId), eq(items.game, game))).returning({ id: items.id });
  return row !== undefined;
}

/** Sets items' prices (minor units), one statement per item in the order given. */
export async function setItemPrices(db: DbOrTx, game: Game, prices: readonly { itemId: number; price: number }[]): Promise<void> {
  for (const p of prices) await db.update(items).set({ price: p.price }).where(and(eq(items.id, p.itemId), eq(items.game, game)));
}

/** Makes a catalog item a pack holding the given items, in order: it is opened rather than played. */
export async function makePack(db: DbOrTx, packItemId: number, itemIds: readonly number[]): Promise<void> {
  await db.insert(itemTypes).values({ itemId: packItemId, type: ITEM_TYPES.pack });
  await db.insert(packContents).values(itemIds.map((itemId, position) => ({ packItemId, position, itemId })));
}

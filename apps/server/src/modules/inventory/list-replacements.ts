import { and, asc, count, desc, eq, isNull, lte, ne } from 'drizzle-orm';
import { ITEM_TYPES, REPLACEMENTS_PER_PAGE, toWire, type Game, type Rarity } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { inventoryItems, items, itemTypes } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { selectItemRows, type ItemRow } from './inventory-rows.js';

/** The player's item that may be exchanged: theirs, available, an ordinary skin. */
export async function exchangeableItem(db: DbOrTx, userId: number, inventoryItemId: number): Promise<ItemRow> {
  const [row] = await selectItemRows(db).where(and(eq(inventoryItems.id, inventoryItemId), eq(inventoryItems.userId, userId)));
  if (!row || row.status !== 'progress' || row.type !== ITEM_TYPES.regular) throw new AppError('invalidItem', { id: inventoryItemId });
  return row;
}

/** Catalog skins an item may be exchanged for: ordinary ones of the same game worth no more than it. */
export function replacementsOf(item: Pick<ItemRow, 'itemId' | 'price'>, game: Game) {
  return and(eq(items.game, game), lte(items.price, item.price), ne(items.id, item.itemId), isNull(itemTypes.itemId));
}

/** One page of replacements for a player's item (the skin exchange), dearest first. */
export async function listReplacements(db: DbOrTx, userId: number, query: { id: number; page: number }, game: Game) {
  const item = await exchangeableItem(db, userId, query.id);
  const where = replacementsOf(item, game);
  const [total] = await db.select({ n: count() }).from(items).leftJoin(itemTypes, eq(itemTypes.itemId, items.id)).where(where);
  const rows = await db
    .select({ itemId: items.id, name: items.name, hero: items.hero, rarity: items.rarity, price: items.price, image: items.image })
    .from(items)
    .leftJoin(itemTypes, eq(itemTypes.itemId, items.id))
    .where(where)
    .orderBy(desc(items.price), asc(items.id))
    .limit(REPLACEMENTS_PER_PAGE)
    .offset((query.page - 1) * REPLACEMENTS_PER_PAGE);
  return {
    items: rows.map((r) => ({ ...r, rarity: r.rarity as Rarity, price: toWire(r.price) })),
    total: total?.n ?? 0,
  };
}

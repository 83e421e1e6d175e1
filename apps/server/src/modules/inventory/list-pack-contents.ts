import { and, asc, eq } from 'drizzle-orm';
import { toWire, type Game, type PackContentsResponse, type Rarity } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { items, packContents } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';

/**
 * What a catalog pack of this game holds, in the order unpacking reveals it. Anyone may look
 * before opening a case or unpacking; an item that is not a pack is not found.
 */
export async function listPackContents(db: DbOrTx, packItemId: number, game: Game): Promise<PackContentsResponse> {
  const rows = await db
    .select({ itemId: items.id, name: items.name, hero: items.hero, rarity: items.rarity, price: items.price, image: items.image })
    .from(packContents)
    .innerJoin(items, eq(items.id, packContents.itemId))
    .where(and(eq(packContents.packItemId, packItemId), eq(items.game, game)))
    .orderBy(asc(packContents.position));
  if (rows.length === 0) throw new AppError('dataNotFound', { id: packItemId });
  return { items: rows.map((r) => ({ ...r, rarity: r.rarity as Rarity, price: toWire(r.price) })) };
}

import { toWire, type LeaderboardDrop } from '@tastydrop/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { items } from '../../platform/db/schema/index.js';

export type PrizeItems = Map<number, LeaderboardDrop>;

/** The catalog items behind prize places, as the wire's drop. */
export async function loadPrizeItems(db: DbOrTx, itemIds: number[]): Promise<PrizeItems> {
  const ids = [...new Set(itemIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(items).where(inArray(items.id, ids));
  return new Map(rows.map((i) => [i.id, { id: i.id, name: i.name, image: i.image, price: toWire(i.price), rarity: i.rarity }]));
}

import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { inventoryItems } from '../../platform/db/schema/index.js';

/** The value of a player's available items (status progress): the header's inventory value. */
export async function inventoryValue(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${inventoryItems.price}), 0)`.mapWith(Number) })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.userId, userId), eq(inventoryItems.status, 'progress')));
  return row?.sum ?? 0;
}

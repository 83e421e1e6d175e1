import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { inventoryValues } from '../../platform/db/schema/index.js';

/** The value of a player's available items (status progress): the header's inventory value. */
export async function inventoryValue(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ value: inventoryValues.value }).from(inventoryValues).where(eq(inventoryValues.userId, userId));
  return row?.value ?? 0;
}

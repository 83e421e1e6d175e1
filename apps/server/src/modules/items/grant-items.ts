import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { inventoryItems } from '../../platform/db/schema/index.js';
import { sqlText } from '../../platform/db/sql-text.js';

/**
 * New items in players' inventories (docs/decisions/053-one-owner-per-table.md): every path that
 * gives an item (an opening, a battle, an upgrade, a prize, a pack, an exchange) adds its rows here.
 */

/** One item to give: a status left out takes the column's default (progress). */
export type NewItem = Pick<typeof inventoryItems.$inferInsert, 'userId' | 'itemId' | 'price' | 'source' | 'status' | 'float'>;

/** Adds the items to their players' inventories in one insert; returns their ids in the order given. */
export async function grantItems(tx: DbOrTx, rows: readonly NewItem[]): Promise<number[]> {
  const created = await tx.insert(inventoryItems).values([...rows]).returning({ id: inventoryItems.id });
  return created.map((r) => r.id);
}

/**
 * The insert of a statement that gives items, for a data-modifying CTE of the hot paths (an opening,
 * an upgrade): `rows` selects (id, user_id, item_id, price, status, source, float) in that order.
 */
export function grantItemsSql(rows: SQL): SQL {
  const i = inventoryItems;
  return sqlText`INSERT INTO ${i} (${i.id}, ${i.userId}, ${i.itemId}, ${i.price}, ${i.status}, ${i.source}, ${i.float})
    ${rows}`;
}

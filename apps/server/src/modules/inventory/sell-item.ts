import type { Db } from '../../db/index.js';
import { sellItems, type SaleResult } from './sell-items.js';

/** Sells one of the player's items at its drop price (see sellItems); invalidItem when it is not available. */
export async function sellItem(db: Db, userId: number, inventoryItemId: number): Promise<SaleResult> {
  return sellItems(db, userId, { ids: [inventoryItemId] });
}

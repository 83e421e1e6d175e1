import { sql, type SQL } from 'drizzle-orm';
import { items, itemTypes } from '../../platform/db/schema/index.js';

/**
 * Catalog items that are ordinary skins (type 1: no `item_types` row). Only these are upgrade
 * targets, contract prizes and pity items; packs and special items stay out (decision 008).
 */
export const isRegularItem: SQL = sql`NOT EXISTS (SELECT 1 FROM ${itemTypes} WHERE ${itemTypes.itemId} = ${items.id})`;

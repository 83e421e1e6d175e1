import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { toWire, type UserDashboard } from '@tastydrop/domain';
import type { DbOrTx } from '../../db/index.js';
import { contracts, inventoryItems, items, openings, upgrades } from '../../db/schema/index.js';
import { loadUser } from './load-user.js';

/**
 * A player's public statistics: profit is the value of everything cases gave minus what
 * was spent on them; the best drop is the most valuable item ever received.
 */
export async function getDashboard(db: DbOrTx, userId: number): Promise<UserDashboard> {
  const [row, [won], [best], [made]] = await Promise.all([
    loadUser(db, userId),
    db
      .select({ value: sql<string>`coalesce(sum(${inventoryItems.price}), 0)` })
      .from(openings)
      .innerJoin(inventoryItems, eq(inventoryItems.id, openings.inventoryItemId))
      .where(eq(openings.userId, userId)),
    db
      .select({ id: items.id, name: items.name, image: items.image, rarity: items.rarity, price: inventoryItems.price })
      .from(inventoryItems)
      .innerJoin(items, eq(items.id, inventoryItems.itemId))
      .where(and(eq(inventoryItems.userId, userId), ne(inventoryItems.status, 'before')))
      .orderBy(desc(inventoryItems.price), desc(inventoryItems.id))
      .limit(1),
    db
      .select({
        upgrades: sql<number>`(SELECT count(*)::int FROM ${upgrades} WHERE ${upgrades.userId} = ${userId})`,
        contracts: sql<number>`(SELECT count(*)::int FROM ${contracts} WHERE ${contracts.userId} = ${userId})`,
      })
      .from(sql`(SELECT 1) AS one`),
  ]);
  return {
    userId: row.id,
    casesOpened: row.casesOpened,
    upgrades: made?.upgrades ?? 0,
    contracts: made?.contracts ?? 0,
    battles: 0,
    spent: toWire(row.spent),
    profit: toWire(Number(won?.value ?? 0) - row.spent),
    bestDrop: best ? { ...best, price: toWire(best.price) } : null,
  };
}

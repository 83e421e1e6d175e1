import { and, eq, ne, sql } from 'drizzle-orm';
import { toWire, type UserDashboard } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { ownerRowsDescending } from '../../platform/db/owner-rows.js';
import { contracts, inventoryItems, items, upgrades } from '../../platform/db/schema/index.js';
import { countPlayerBattles } from '../battles/count-battles.js';
import { loadUser } from '../users/load-user.js';
import { playerProfit } from './player-profit.js';

/**
 * A player's public statistics: profit as playerProfit defines it (the same figure as
 * `/users/me`); the best drop is the most valuable item ever received; battles as countPlayerBattles counts them.
 */
export async function getDashboard(db: DbOrTx, userId: number, active = false): Promise<UserDashboard> {
  const row = await loadUser(db, userId);
  const dearest = ownerRowsDescending(inventoryItems.userId, userId, inventoryItems.price, inventoryItems.id);
  const [profit, [best], [made], battles] = await Promise.all([
    playerProfit(db, userId, row.spent),
    db
      .select({ id: items.id, name: items.name, image: items.image, rarity: items.rarity, price: inventoryItems.price })
      .from(inventoryItems)
      .innerJoin(items, eq(items.id, inventoryItems.itemId))
      .where(and(dearest.where, ne(inventoryItems.status, 'before')))
      .orderBy(...dearest.orderBy)
      .limit(1),
    db
      .select({
        upgrades: sql<number>`(SELECT count(*)::int FROM ${upgrades} WHERE ${upgrades.userId} = ${userId})`,
        contracts: sql<number>`(SELECT count(*)::int FROM ${contracts} WHERE ${contracts.userId} = ${userId})`,
      })
      .from(sql`(SELECT 1) AS one`),
    countPlayerBattles(db, userId, active),
  ]);
  return {
    userId: row.id,
    casesOpened: row.casesOpened,
    upgrades: made?.upgrades ?? 0,
    contracts: made?.contracts ?? 0,
    battles,
    spent: toWire(row.spent),
    profit: toWire(profit),
    bestDrop: best ? { ...best, price: toWire(best.price) } : null,
  };
}

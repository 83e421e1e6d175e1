import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { inventoryValues } from '../../platform/db/schema/index.js';

/**
 * What a player made from play, in kopecks (docs/decisions/011-player-profit.md):
 * the drop value of every item won from cases, upgrades, contracts and battles
 * (an opened pack counts by its contents), minus the value of items staked in
 * upgrades and contracts, minus the money paid for case openings (`spent`).
 * Selling, exchanging and withdrawing change nothing; deposits and promos are not play.
 * The won and staked values are kept per player by inventory_items' triggers (migration 0027).
 */
export async function playerProfit(db: DbOrTx, userId: number, spent: number): Promise<number> {
  const [row] = await db
    .select({ won: inventoryValues.won, staked: inventoryValues.staked })
    .from(inventoryValues)
    .where(eq(inventoryValues.userId, userId));
  return (row?.won ?? 0) - (row?.staked ?? 0) - spent;
}

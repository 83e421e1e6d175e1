import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { inventoryItems } from '../../platform/db/schema/index.js';

/** Item sources that are winnings from play (not a skin exchange). */
const WON_SOURCES = sql`'Case', 'Upgrade', 'Contract', 'Battle'`;
/** Statuses of items the player staked and lost hold of in a game. */
const STAKED_STATUSES = sql`'to_upgrade', 'to_contract'`;

/**
 * What a player made from play, in kopecks (docs/decisions/011-player-profit.md):
 * the drop value of every item won from cases, upgrades, contracts and battles
 * (an opened pack counts by its contents), minus the value of items staked in
 * upgrades and contracts, minus the money paid for case openings (`spent`).
 * Selling, exchanging and withdrawing change nothing; deposits and promos are not play.
 */
export async function playerProfit(db: DbOrTx, userId: number, spent: number): Promise<number> {
  const [row] = await db
    .select({
      won: sql<string>`coalesce(sum(${inventoryItems.price}) FILTER (WHERE ${inventoryItems.source} IN (${WON_SOURCES}) AND ${inventoryItems.status} <> 'unpacked'), 0)`,
      staked: sql<string>`coalesce(sum(${inventoryItems.price}) FILTER (WHERE ${inventoryItems.status} IN (${STAKED_STATUSES})), 0)`,
    })
    .from(inventoryItems)
    .where(eq(inventoryItems.userId, userId));
  return Number(row?.won ?? 0) - Number(row?.staked ?? 0) - spent;
}

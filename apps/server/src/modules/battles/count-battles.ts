import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { battleMembers, battleResults, battles } from '../../platform/db/schema/index.js';

/** Battles played to the end on the site: the footer's figure. */
export async function countFinishedBattles(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(battles).where(eq(battles.status, 'finished'));
  return row?.n ?? 0;
}

/**
 * A player's battles: those they finished (one result row each), plus, when `active`, those they sit in that are
 * still waiting or running.
 */
export async function countPlayerBattles(db: DbOrTx, userId: number, active: boolean): Promise<number> {
  const [finished] = await db.select({ n: count() }).from(battleResults).where(eq(battleResults.userId, userId));
  if (!active) return finished?.n ?? 0;
  const [running] = await db
    .select({ n: count() })
    .from(battleMembers)
    .innerJoin(battles, eq(battles.id, battleMembers.battleId))
    .where(and(eq(battleMembers.userId, userId), eq(battleMembers.active, true), inArray(battles.status, ['created', 'started'])));
  return (finished?.n ?? 0) + (running?.n ?? 0);
}

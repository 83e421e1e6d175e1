import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.js';
import { battleMembers, battles } from '../../db/schema/index.js';

/**
 * Money real players spent in battles that went ahead (started or finished; refunded seats do
 * not count), per player, for battles started in [from, to). Kopecks. Bots are never included,
 * so leaderboards built on this never show them.
 */
export async function battleSpendByUser(db: DbOrTx, from: Date, to: Date, userIds?: number[]): Promise<{ userId: number; spent: number }[]> {
  const rows = await db
    .select({ userId: battleMembers.userId, spent: sql<number>`sum(${battleMembers.stake})`.mapWith(Number) })
    .from(battleMembers)
    .innerJoin(battles, eq(battles.id, battleMembers.battleId))
    .where(
      and(
        inArray(battles.status, ['started', 'finished']),
        eq(battleMembers.isBot, false),
        gte(battles.startedAt, from),
        lt(battles.startedAt, to),
        ...(userIds ? [inArray(battleMembers.userId, userIds.length ? userIds : [-1])] : []),
      ),
    )
    .groupBy(battleMembers.userId);
  return rows;
}

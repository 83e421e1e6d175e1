import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { battles } from '../../platform/db/schema/index.js';
import { cancelLockedBattle } from './leave-battle.js';

export const EXPIRE_JOB = 'battle.expire';

/**
 * Calls off battles that waited for players longer than `maxWaitMs`, refunding every member,
 * so no stake stays held by a battle nobody starts. Returns the cancelled battles and members.
 */
export async function expireBattles(db: Db, maxWaitMs: number, now: Date, limit = 50): Promise<{ ulid: string; userIds: number[] }[]> {
  const stale = await db
    .select({ ulid: battles.ulid })
    .from(battles)
    .where(and(eq(battles.status, 'created'), lt(battles.createdAt, new Date(now.getTime() - maxWaitMs))))
    .orderBy(asc(battles.id))
    .limit(limit);
  const done: { ulid: string; userIds: number[] }[] = [];
  for (const { ulid } of stale) {
    const userIds = await db.transaction(async (tx) => {
      const [battle] = await tx.select().from(battles).where(eq(battles.ulid, ulid)).for('update');
      // Someone may have started or cancelled it since the scan.
      if (!battle || battle.status !== 'created') return null;
      return cancelLockedBattle(tx, battle);
    });
    if (userIds) done.push({ ulid, userIds });
  }
  return done;
}

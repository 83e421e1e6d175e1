import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { leaderboards } from '../../platform/db/schema/index.js';

/** Moves an active leaderboard's end to the given moment (its start no later than an hour before it), so the closing job finds it due. */
export async function endLeaderboardAt(db: DbOrTx, id: number, endsAt: Date): Promise<void> {
  await db
    .update(leaderboards)
    .set({ endsAt, startsAt: sql`least(${leaderboards.startsAt}, ${endsAt.toISOString()}::timestamptz - interval '1 hour')` })
    .where(and(eq(leaderboards.id, id), eq(leaderboards.status, 'active')));
}

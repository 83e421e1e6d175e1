import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { leaderboards } from '../../platform/db/schema/index.js';

/** The console's and the seed's writes of leaderboards (docs/decisions/053-one-owner-per-table.md); closing a board is close-leaderboards.ts. */

export type NewLeaderboard = typeof leaderboards.$inferInsert;

/** What a published board version sets on the board's row. */
export type LeaderboardSettings = Pick<NewLeaderboard, 'title' | 'startsAt' | 'endsAt' | 'prizes'>;

/** Adds leaderboards in one statement; returns their ids in the order given. */
export async function insertLeaderboards(db: DbOrTx, rows: NewLeaderboard[]): Promise<{ id: number }[]> {
  return db.insert(leaderboards).values(rows).returning({ id: leaderboards.id });
}

/** Writes a board's title, period and prize places. */
export async function saveLeaderboard(db: DbOrTx, boardId: number, settings: LeaderboardSettings): Promise<void> {
  await db.update(leaderboards).set(settings).where(eq(leaderboards.id, boardId));
}

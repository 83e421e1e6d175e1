import type { LeaderboardHistoryEntry } from '@tastydrop/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { items, leaderboardAwards, leaderboards } from '../../platform/db/schema/index.js';
import { presentAward } from './list-leaderboard-history.js';

/** Rewards a player is shown at once: a few, never a page of them. */
const UNSEEN_LIMIT = 10;

/** GET /v2/top/rewards/unseen: the prizes whose reward popup the winner has not closed yet, oldest first. */
export async function listUnseenRewards(db: DbOrTx, userId: number): Promise<LeaderboardHistoryEntry[]> {
  const rows = await db
    .select({ award: leaderboardAwards, board: leaderboards, item: items })
    .from(leaderboardAwards)
    .innerJoin(leaderboards, eq(leaderboards.id, leaderboardAwards.leaderboardId))
    .innerJoin(items, eq(items.id, leaderboardAwards.itemId))
    .where(and(eq(leaderboardAwards.userId, userId), isNull(leaderboardAwards.seenAt)))
    .orderBy(asc(leaderboardAwards.createdAt), asc(leaderboardAwards.inventoryItemId))
    .limit(UNSEEN_LIMIT);
  return rows.map(presentAward);
}

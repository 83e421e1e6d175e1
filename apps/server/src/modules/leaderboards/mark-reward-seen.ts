import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { leaderboardAwards } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';

/**
 * POST /v2/top/rewards/{id}/seen: the winner closed the reward popup, so no device shows it again.
 * `id` is the prize's inventory item; marking twice keeps the first time. Another player's reward is not found.
 */
export async function markRewardSeen(db: DbOrTx, userId: number, inventoryItemId: number, now = new Date()): Promise<void> {
  const [award] = await db
    .select({ seenAt: leaderboardAwards.seenAt })
    .from(leaderboardAwards)
    .where(and(eq(leaderboardAwards.userId, userId), eq(leaderboardAwards.inventoryItemId, inventoryItemId)));
  if (!award) throw new AppError('dataNotFound');
  await db
    .update(leaderboardAwards)
    .set({ seenAt: now })
    .where(and(eq(leaderboardAwards.userId, userId), eq(leaderboardAwards.inventoryItemId, inventoryItemId), isNull(leaderboardAwards.seenAt)));
}

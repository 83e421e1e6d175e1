import type { LeaderboardHistoryEntry } from '@tastydrop/domain';
import { toWire } from '@tastydrop/domain';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { items, leaderboardAwards, leaderboards } from '../../platform/db/schema/index.js';

const HISTORY_PAGE_SIZE = 20;

/** GET /v2/top/history: the prizes the player won, newest first; `id` is the inventory item. */
export async function listLeaderboardHistory(db: DbOrTx, userId: number, page: number): Promise<LeaderboardHistoryEntry[]> {
  const rows = await db
    .select({ award: leaderboardAwards, board: leaderboards, item: items })
    .from(leaderboardAwards)
    .innerJoin(leaderboards, eq(leaderboards.id, leaderboardAwards.leaderboardId))
    .innerJoin(items, eq(items.id, leaderboardAwards.itemId))
    .where(eq(leaderboardAwards.userId, userId))
    .orderBy(desc(leaderboardAwards.createdAt), desc(leaderboardAwards.leaderboardId))
    .limit(HISTORY_PAGE_SIZE)
    .offset((page - 1) * HISTORY_PAGE_SIZE);
  return rows.map(presentAward);
}

/** An award as the wire's history entry (the leaderboard reward). */
export function presentAward(r: {
  award: typeof leaderboardAwards.$inferSelect;
  board: typeof leaderboards.$inferSelect;
  item: typeof items.$inferSelect;
}): LeaderboardHistoryEntry {
  return {
    id: r.award.inventoryItemId,
    name: r.board.title,
    place: r.award.place,
    drop: { id: r.item.id, name: r.item.name, image: r.item.image, price: toWire(r.item.price), rarity: r.item.rarity },
  };
}

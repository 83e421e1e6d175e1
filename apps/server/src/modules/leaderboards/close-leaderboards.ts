import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { items, leaderboardAwards, leaderboards } from '../../platform/db/schema/index.js';
import type { Realtime } from '../../platform/realtime/hub.js';
import { drainActivityFeed } from '../activity/run-activity-feed.js';
import { topScores } from './ranking-sql.js';
import { grantItems } from '../items/grant-items.js';

/** Rows of a period may commit a little after it ends; a board closes this long after its end. */
export const CLOSE_GRACE_MS = 60_000;

type Board = typeof leaderboards.$inferSelect;

/**
 * Awards every board whose period is over and starts the next period of daily and weekly boards.
 * Each place is awarded in its own transaction under the board's row lock and recorded in
 * leaderboard_awards, so a rerun (or a run killed halfway) never gives a prize twice.
 */
export async function closeLeaderboards(db: Db, realtime: Realtime | null, now = new Date(), hooks: { afterPlace?: (place: number) => void } = {}): Promise<number> {
  const due = await db
    .select()
    .from(leaderboards)
    .where(and(eq(leaderboards.status, 'active'), lte(leaderboards.endsAt, new Date(now.getTime() - CLOSE_GRACE_MS))));
  if (due.length === 0) return 0;
  await drainActivityFeed(db, realtime, now);
  for (const board of due) {
    const winners = await topScores(db, board.id, Math.max(0, ...board.prizes.map((p) => p.place)));
    for (const prize of [...board.prizes].sort((a, b) => a.place - b.place)) {
      const winner = winners[prize.place - 1];
      if (!winner) continue;
      const given = await awardPlace(db, board, prize.place, prize.itemId, winner.userId);
      if (given && realtime) {
        await realtime.publishToUser(winner.userId, { event: 'leaderboard_reward', leaderboardId: board.id, place: prize.place }).catch(() => undefined);
      }
      hooks.afterPlace?.(prize.place);
    }
    await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(leaderboards).where(eq(leaderboards.id, board.id)).for('update');
      if (!locked || locked.status !== 'active') return;
      await tx.update(leaderboards).set({ status: 'closed', closedAt: now }).where(eq(leaderboards.id, board.id));
      const next = nextPeriod(board, now);
      if (next) await tx.insert(leaderboards).values(next).onConflictDoNothing({ target: leaderboards.slug });
    });
  }
  return due.length;
}

async function awardPlace(db: Db, board: Board, place: number, itemId: number, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: leaderboards.id }).from(leaderboards).where(eq(leaderboards.id, board.id)).for('update');
    const [done] = await tx
      .select({ place: leaderboardAwards.place })
      .from(leaderboardAwards)
      .where(and(eq(leaderboardAwards.leaderboardId, board.id), eq(leaderboardAwards.place, place)));
    if (done) return false;
    const [item] = await tx.select({ price: items.price }).from(items).where(eq(items.id, itemId));
    if (!item) throw new Error(`leaderboard ${board.id} prize item ${itemId} does not exist`);
    const [inventoryItemId] = await grantItems(tx, [{ userId, itemId, price: item.price, source: 'Case' }]);
    await tx.insert(leaderboardAwards).values({ leaderboardId: board.id, place, userId, itemId, inventoryItemId: inventoryItemId! });
    return true;
  });
}

const DAY_MS = 86_400_000;

/** The period after `board` that holds `now` (skipping periods the site was down for). */
function nextPeriod(board: Board, now: Date): typeof leaderboards.$inferInsert | null {
  if (!board.rolls || board.type === 'event') return null;
  const length = board.type === 'daily' ? DAY_MS : 7 * DAY_MS;
  let start = board.endsAt.getTime();
  if (now.getTime() >= start + length) start += Math.floor((now.getTime() - start) / length) * length;
  const startsAt = new Date(start);
  return {
    slug: `${board.type}-${startsAt.toISOString().slice(0, 10)}`,
    type: board.type,
    title: board.title,
    description: board.description,
    image: board.image,
    sort: board.sort,
    startsAt,
    endsAt: new Date(start + length),
    prizes: board.prizes,
    rolls: true,
  };
}

export const LEADERBOARD_CLOSE_JOB = 'leaderboards_close';

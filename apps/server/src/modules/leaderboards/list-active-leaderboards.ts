import type { Leaderboard } from '@tastydrop/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { leaderboards } from '../../platform/db/schema/index.js';
import { loadPrizeItems } from './present-prize.js';
import { positionsOf } from './ranking-sql.js';

/** GET /v2/top/active: the running boards by `order`, the prize pool floored, and the player's place. */
export async function listActiveLeaderboards(db: DbOrTx, userId: number | null, now = new Date()): Promise<Leaderboard[]> {
  const rows = (await db.select().from(leaderboards).where(eq(leaderboards.status, 'active')).orderBy(asc(leaderboards.sort), asc(leaderboards.id))).filter(
    (b) => b.startsAt <= now,
  );
  const prizes = await loadPrizeItems(
    db,
    rows.flatMap((b) => b.prizes.map((p) => p.itemId)),
  );
  const mine = userId === null ? new Map() : await positionsOf(db, userId, rows.map((b) => b.id));
  return rows.map((b) => ({
    id: b.id,
    dates: { start: b.startsAt.toISOString(), end: b.endsAt.toISOString() },
    type: b.type,
    title: b.title,
    description: b.description,
    image: b.image,
    prizesCount: b.prizes.length,
    order: b.sort,
    prizesAmount: Math.floor(b.prizes.reduce((sum, p) => sum + (prizes.get(p.itemId)?.price ?? 0), 0)),
    myPosition: mine.get(b.id)?.position ?? null,
  }));
}

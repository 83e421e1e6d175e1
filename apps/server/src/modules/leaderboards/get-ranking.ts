import { LEADERBOARD_POSITION_CAP, levelForExp, toWire, type Ranking, type RankingPrize } from '@tastydrop/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { leaderboards } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { loadPrizeItems, type PrizeItems } from './present-prize.js';
import { positionsOf, topScores } from './ranking-sql.js';

/** Ranked players shown beyond the prize places. */
const RANKING_MAX_ROWS = 20;
/** What an empty place asks for: any spend takes it. */
const MIN_ENTRY = 1;

/**
 * GET /v2/top/ranking/{id}: the leaders (prize places with their drop, the rest as fillers) and the
 * player's own row. A filler's `remaining` is 0 on a taken place, else the spend that takes it.
 */
export async function getRanking(db: DbOrTx, leaderboardId: number, userId: number | null): Promise<Ranking> {
  const [board] = await db.select().from(leaderboards).where(eq(leaderboards.id, leaderboardId));
  if (!board) throw new AppError('dataNotFound');
  const prizeByPlace = new Map(board.prizes.map((p) => [p.place, p.itemId]));
  const items = await loadPrizeItems(db, board.prizes.map((p) => p.itemId));
  const prizePlaces = Math.max(0, ...board.prizes.map((p) => p.place));
  const top = await topScores(db, board.id, Math.max(RANKING_MAX_ROWS, prizePlaces));
  // Every prize place (taken or free), then the other ranked players.
  const rowsShown = Math.max(prizePlaces, top.length);
  const prizeAt = (place: number, taken: boolean): RankingPrize => prizeFor(prizeByPlace.get(place), items, taken);
  const leaders = Array.from({ length: rowsShown }, (_, i) => {
    const place = i + 1;
    const row = top[i];
    return {
      position: place,
      user: row
        ? { id: row.userId, avatar: row.avatar, name: row.nickname, level: levelForExp(row.experience), earn: prizeEarn(prizeByPlace.get(place), items) }
        : null,
      prize: prizeAt(place, Boolean(row)),
      spent: row ? toWire(row.spent) : 0,
    };
  });
  if (userId === null) return { me: null, leaders };
  const mine = (await positionsOf(db, userId, [board.id])).get(board.id);
  const position = mine ? Math.min(mine.position, LEADERBOARD_POSITION_CAP + 1) : null;
  return {
    me: { position: mine?.position ?? null, spent: toWire(mine?.spent ?? 0), prize: position !== null && prizeByPlace.has(position) ? prizeAt(position, true) : null },
    leaders,
  };
}

function prizeFor(itemId: number | undefined, items: PrizeItems, taken: boolean): RankingPrize {
  const drop = itemId === undefined ? undefined : items.get(itemId);
  if (drop) return { type: 'prize', drop: { name: drop.name, image: drop.image, price: drop.price, rarity: drop.rarity } };
  return { type: 'filler', remaining: taken ? 0 : toWire(MIN_ENTRY) };
}

function prizeEarn(itemId: number | undefined, items: PrizeItems): number {
  return itemId === undefined ? 0 : (items.get(itemId)?.price ?? 0);
}

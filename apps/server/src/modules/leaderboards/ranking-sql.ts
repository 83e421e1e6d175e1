import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';

/** One ranked row: the order is spent (desc), then who reached the score first, then the player id. */
export interface RankedScore {
  position: number;
  userId: number;
  spent: number;
  nickname: string;
  avatar: string;
  experience: number;
}

const ORDER = sql.raw('s.spent DESC, s.last_activity ASC, s.user_id ASC');

/** The first `limit` places of a board, without bots and accounts excluded from boards (streamers, tests). */
export async function topScores(db: DbOrTx, leaderboardId: number, limit: number): Promise<RankedScore[]> {
  const result = (await db.execute(sql`
    SELECT row_number() OVER (ORDER BY ${ORDER}) AS position, s.user_id, s.spent, u.nickname, u.avatar, u.experience
    FROM leaderboard_scores s JOIN users u ON u.id = s.user_id
    WHERE s.leaderboard_id = ${leaderboardId} AND s.spent > 0 AND NOT u.is_bot AND NOT u.board_excluded
    ORDER BY ${ORDER} LIMIT ${limit}`)) as unknown as { rows: { position: string; user_id: number; spent: string; nickname: string; avatar: string; experience: number }[] };
  return result.rows.map((r) => ({
    position: Number(r.position),
    userId: r.user_id,
    spent: Number(r.spent),
    nickname: r.nickname,
    avatar: r.avatar,
    experience: r.experience,
  }));
}

/** A player's place on each board (null when they have no score), counted over the index, not by listing. */
export async function positionsOf(db: DbOrTx, userId: number, leaderboardIds: number[]): Promise<Map<number, { position: number; spent: number }>> {
  const out = new Map<number, { position: number; spent: number }>();
  if (leaderboardIds.length === 0) return out;
  const result = (await db.execute(sql`
    SELECT me.leaderboard_id, me.spent,
      1 + (SELECT count(*) FROM leaderboard_scores s JOIN users u ON u.id = s.user_id
           WHERE s.leaderboard_id = me.leaderboard_id AND NOT u.is_bot AND NOT u.board_excluded AND s.spent > 0
             AND (s.spent > me.spent OR (s.spent = me.spent AND (s.last_activity < me.last_activity
                  OR (s.last_activity = me.last_activity AND s.user_id < me.user_id))))) AS position
    FROM leaderboard_scores me
    WHERE me.user_id = ${userId} AND me.spent > 0 AND me.leaderboard_id = ANY(${sql.param(leaderboardIds)}::int[])`)) as unknown as {
    rows: { leaderboard_id: number; spent: string; position: string }[];
  };
  for (const r of result.rows) out.set(r.leaderboard_id, { position: Number(r.position), spent: Number(r.spent) });
  return out;
}

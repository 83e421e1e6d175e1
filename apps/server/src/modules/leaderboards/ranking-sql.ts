import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/index.js';
import { leaderboardScores, users } from '../../platform/db/schema/index.js';
import { tableAs } from '../../platform/db/sql-names.js';

/** One ranked row: the order is spent (desc), then who reached the score first, then the player id. */
export interface RankedScore {
  position: number;
  userId: number;
  spent: number;
  nickname: string;
  avatar: string;
  experience: number;
}

const s = alias(leaderboardScores, 's');
const u = alias(users, 'u');
const me = alias(leaderboardScores, 'me');

const ORDER = sql`${s.spent} DESC, ${s.lastActivity} ASC, ${s.userId} ASC`;
/** Scores that rank: above zero, without bots and accounts excluded from boards (streamers, tests). */
const RANKS = sql`${s.spent} > 0 AND NOT ${u.isBot} AND NOT ${u.boardExcluded}`;

/** The first `limit` places of a board, without bots and accounts excluded from boards (streamers, tests). */
export async function topScores(db: DbOrTx, leaderboardId: number, limit: number): Promise<RankedScore[]> {
  const result = (await db.execute(sql`
    SELECT row_number() OVER (ORDER BY ${ORDER}) AS position, ${s.userId} AS user_id, ${s.spent} AS spent, ${u.nickname} AS nickname,
      ${u.avatar} AS avatar, ${u.experience} AS experience
    FROM ${tableAs(leaderboardScores, s)} JOIN ${tableAs(users, u)} ON ${u.id} = ${s.userId}
    WHERE ${s.leaderboardId} = ${leaderboardId} AND ${RANKS}
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

/**
 * A player's place on each board (null when they have no score). The scores above them are counted over the
 * place index alone, without reading their rows or their players, and the few accounts kept off the boards
 * (bots, streamers, tests) among them are subtracted: the cost grows with the place, never with the players.
 */
export async function positionsOf(db: DbOrTx, userId: number, leaderboardIds: number[]): Promise<Map<number, { position: number; spent: number }>> {
  const out = new Map<number, { position: number; spent: number }>();
  if (leaderboardIds.length === 0) return out;
  const sameBoard = sql`${s.leaderboardId} = ${me.leaderboardId}`;
  const tiedBefore = sql`${s.spent} = ${me.spent} AND (${s.lastActivity}, ${s.userId}) < (${me.lastActivity}, ${me.userId})`;
  const result = (await db.execute(sql`
    SELECT ${me.leaderboardId} AS leaderboard_id, ${me.spent} AS spent,
      1 + (SELECT count(*) FROM ${tableAs(leaderboardScores, s)} WHERE ${sameBoard} AND ${s.spent} > ${me.spent})
        + (SELECT count(*) FROM ${tableAs(leaderboardScores, s)} WHERE ${sameBoard} AND ${tiedBefore})
        - (SELECT count(*) FROM ${tableAs(users, u)} JOIN ${tableAs(leaderboardScores, s)} ON ${sameBoard} AND ${s.userId} = ${u.id}
           WHERE (${u.isBot} OR ${u.boardExcluded}) AND (${s.spent} > ${me.spent} OR (${tiedBefore}))) AS position
    FROM ${tableAs(leaderboardScores, me)}
    WHERE ${me.userId} = ${userId} AND ${me.spent} > 0 AND ${me.leaderboardId} = ANY(${sql.param(leaderboardIds)}::int[])`)) as unknown as {
    rows: { leaderboard_id: number; spent: string; position: string }[];
  };
  for (const r of result.rows) out.set(r.leaderboard_id, { position: Number(r.position), spent: Number(r.spent) });
  return out;
}

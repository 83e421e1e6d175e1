import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type BattleCaseRef,
  type BattleHistoryResponse,
  type BattleStatistics,
  type BattleWinrate,
  type BestBattle,
  roundedPercent,
  toWire,
} from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { battleMembers, battles, users } from '../../platform/db/schema/index.js';
import { summarize } from './list-battles.js';

const finishedMember = (userId: number) => and(eq(battleMembers.userId, userId), eq(battles.status, 'finished'));

/** The battle statistics of one player: finished battles, the biggest win, wins and their share. */
export async function battleStatistics(db: DbOrTx, userId: number): Promise<BattleStatistics> {
  const [row] = await db
    .select({
      all: sql<number>`count(*)`.mapWith(Number),
      wins: sql<number>`count(*) FILTER (WHERE ${battleMembers.isWinner})`.mapWith(Number),
      maxWin: sql<number>`coalesce(max(${battleMembers.winAmount}), 0)`.mapWith(Number),
    })
    .from(battleMembers)
    .innerJoin(battles, eq(battles.id, battleMembers.battleId))
    .where(finishedMember(userId));
  const all = row?.all ?? 0;
  const wins = row?.wins ?? 0;
  return { allCount: all, maxWin: toWire(row?.maxWin ?? 0), winsCount: wins, winsPercent: all ? roundedPercent(wins / all) : 0 };
}

export async function battleWinrate(db: DbOrTx, userId: number): Promise<BattleWinrate> {
  const s = await battleStatistics(db, userId);
  return { win: s.winsCount, lose: s.allCount - s.winsCount };
}

/** A player's finished battles, newest first; another viewer sees only the public ones. */
export async function battleHistory(db: DbOrTx, userId: number, viewerId: number | null, page: number, perPage: number): Promise<BattleHistoryResponse> {
  const rows = await db
    .select({ b: battles, won: battleMembers.isWinner, winAmount: battleMembers.winAmount })
    .from(battleMembers)
    .innerJoin(battles, eq(battles.id, battleMembers.battleId))
    .where(and(finishedMember(userId), viewerId === userId ? undefined : eq(battles.isPrivate, false)))
    .orderBy(desc(battles.finishedAt), desc(battles.id))
    .limit(perPage + 1)
    .offset((page - 1) * perPage);
  const shown = rows.slice(0, perPage);
  const summaries = await summarize(db, shown.map((r) => r.b));
  return {
    battles: summaries.map((s, i) => ({ ...s, won: Boolean(shown[i]!.won), winAmount: toWire(shown[i]!.winAmount ?? 0) })),
    hasNext: rows.length > perPage,
  };
}

/** The biggest wins of real players in public battles (bots never appear). */
export async function bestBattles(db: DbOrTx, limit = 10): Promise<BestBattle[]> {
  const rows = await db
    .select({ b: battles, m: battleMembers, nickname: users.nickname, avatar: users.avatar })
    .from(battleMembers)
    .innerJoin(battles, eq(battles.id, battleMembers.battleId))
    .innerJoin(users, eq(users.id, battleMembers.userId))
    .where(and(eq(battles.status, 'finished'), eq(battles.isPrivate, false), eq(battleMembers.isBot, false), eq(users.isBot, false), sql`${battleMembers.winAmount} > 0`))
    .orderBy(desc(battleMembers.winAmount), desc(battles.id))
    .limit(limit);
  return rows.map((r) => ({
    ulid: r.b.ulid,
    user: { id: r.m.userId, nickname: r.nickname, avatar: r.avatar, isBot: false },
    mode: r.b.mode,
    crazy: r.b.crazy,
    price: toWire(r.b.price),
    winAmount: toWire(r.m.winAmount ?? 0),
    finishedAt: (r.b.finishedAt ?? r.b.createdAt).toISOString(),
  }));
}

/** The cases of the player's last battles, most recent first, without repeats. */
export async function lastBattleCases(db: DbOrTx, userId: number | null, limit = 10): Promise<BattleCaseRef[]> {
  if (!userId) return [];
  const rows = await db
    .select({ cases: battles.cases })
    .from(battleMembers)
    .innerJoin(battles, eq(battles.id, battleMembers.battleId))
    .where(eq(battleMembers.userId, userId))
    .orderBy(desc(battleMembers.joinedAt))
    .limit(20);
  const seen = new Map<number, BattleCaseRef>();
  for (const r of rows) for (const c of r.cases) if (!seen.has(c.id)) seen.set(c.id, { id: c.id, name: c.name, title: c.title, image: c.image, price: toWire(c.price) });
  return [...seen.values()].slice(0, limit);
}

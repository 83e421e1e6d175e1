import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { battleDrops, battleMembers, battles, battleSpectators, items, users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';

export type BattleRow = typeof battles.$inferSelect;
export type MemberRow = typeof battleMembers.$inferSelect & { nickname: string; avatar: string };
export type DropRow = typeof battleDrops.$inferSelect & { item: typeof items.$inferSelect };

/** Everything a battle page shows, read in a few queries. */
export interface LoadedBattle {
  battle: BattleRow;
  members: MemberRow[];
  /** Drops of revealed rounds only (every drop once finished). */
  drops: DropRow[];
  spectators: number;
}

/** The battle row, locked for update inside a transaction; battle_not_found when there is none. */
export async function lockBattle(tx: DbOrTx, ulid: string): Promise<BattleRow> {
  const [row] = await tx.select().from(battles).where(eq(battles.ulid, ulid)).for('update');
  if (!row) throw new AppError('battle_not_found');
  return row;
}

export async function findBattle(db: DbOrTx, ulid: string): Promise<BattleRow> {
  const [row] = await db.select().from(battles).where(eq(battles.ulid, ulid)).limit(1);
  if (!row) throw new AppError('battle_not_found');
  return row;
}

export async function loadMembers(db: DbOrTx, battleIds: number[]): Promise<MemberRow[]> {
  if (battleIds.length === 0) return [];
  const rows = await db
    .select({ m: battleMembers, nickname: users.nickname, avatar: users.avatar })
    .from(battleMembers)
    .innerJoin(users, eq(users.id, battleMembers.userId))
    .where(inArray(battleMembers.battleId, battleIds))
    .orderBy(asc(battleMembers.battleId), asc(battleMembers.seat));
  return rows.map((r) => ({ ...r.m, nickname: r.nickname, avatar: r.avatar }));
}

export async function spectatorCounts(db: DbOrTx, battleIds: number[]): Promise<Map<number, number>> {
  if (battleIds.length === 0) return new Map();
  const rows = await db
    .select({ battleId: battleSpectators.battleId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(battleSpectators)
    .where(inArray(battleSpectators.battleId, battleIds))
    .groupBy(battleSpectators.battleId);
  return new Map(rows.map((r) => [r.battleId, r.n]));
}

/** Drops of rounds 1…upTo. */
async function loadDrops(db: DbOrTx, battleId: number, upTo: number): Promise<DropRow[]> {
  if (upTo <= 0) return [];
  const rows = await db
    .select({ d: battleDrops, item: items })
    .from(battleDrops)
    .innerJoin(items, eq(items.id, battleDrops.itemId))
    .where(and(eq(battleDrops.battleId, battleId), lte(battleDrops.round, upTo)))
    .orderBy(asc(battleDrops.round), asc(battleDrops.seat));
  return rows.map((r) => ({ ...r.d, item: r.item }));
}

/** Rounds a page may see: none before start, the revealed ones while running, all once finished. */
export function visibleRounds(b: BattleRow): number {
  if (b.status === 'finished') return b.totalRounds;
  if (b.status === 'started') return b.revealedRounds;
  return 0;
}

export async function loadBattle(db: DbOrTx, ulid: string): Promise<LoadedBattle> {
  const battle = await findBattle(db, ulid);
  return loadBattleRow(db, battle);
}

export async function loadBattleRow(db: DbOrTx, battle: BattleRow): Promise<LoadedBattle> {
  const [members, drops, counts] = await Promise.all([
    loadMembers(db, [battle.id]),
    loadDrops(db, battle.id, visibleRounds(battle)),
    spectatorCounts(db, [battle.id]),
  ]);
  return { battle, members, drops, spectators: counts.get(battle.id) ?? 0 };
}

import { and, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { BattleListResponse, BattleStatus } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { battleDrops, battleMembers, battles } from '../../platform/db/schema/index.js';
import { loadMembers, spectatorCounts, visibleRounds, type BattleRow, type DropRow } from './battle-rows.js';
import { presentSummary } from './present-battle.js';

export interface ListQuery {
  private: boolean;
  statuses?: BattleStatus[] | undefined;
  sort: 'date' | 'price';
  page: number;
  perPage: number;
}

/** Revealed drop totals per battle and seat, for list entries (no item details needed). */
async function revealedTotals(db: DbOrTx, rows: BattleRow[]): Promise<Map<number, DropRow[]>> {
  const out = new Map<number, DropRow[]>();
  const visible = rows.filter((b) => visibleRounds(b) > 0);
  if (visible.length === 0) return out;
  const sums = await db
    .select({ battleId: battleDrops.battleId, seat: battleDrops.seat, price: sql<number>`sum(${battleDrops.price})`.mapWith(Number) })
    .from(battleDrops)
    .innerJoin(battles, eq(battles.id, battleDrops.battleId))
    .where(
      and(
        inArray(battleDrops.battleId, visible.map((b) => b.id)),
        sql`${battleDrops.round} <= CASE WHEN ${battles.status} = 'finished' THEN ${battles.totalRounds} ELSE ${battles.revealedRounds} END`,
      ),
    )
    .groupBy(battleDrops.battleId, battleDrops.seat);
  for (const s of sums) {
    const list = out.get(s.battleId) ?? [];
    // A list entry needs only the seat and the value; one synthetic drop per seat carries the sum.
    list.push({ seat: s.seat, price: s.price } as DropRow);
    out.set(s.battleId, list);
  }
  return out;
}

/** Presents battle rows as list entries, in the given order. */
export async function summarize(db: DbOrTx, rows: BattleRow[]) {
  const ids = rows.map((b) => b.id);
  const [members, counts, totals] = await Promise.all([loadMembers(db, ids), spectatorCounts(db, ids), revealedTotals(db, rows)]);
  return rows.map((b) =>
    presentSummary(
      b,
      members.filter((m) => m.battleId === b.id),
      totals.get(b.id) ?? [],
      counts.get(b.id) ?? 0,
    ),
  );
}

/** `GET /old/battles`: public battles (and with private=1 the private ones the player sits in). */
export async function listBattles(db: DbOrTx, userId: number | null, q: ListQuery): Promise<BattleListResponse> {
  const conditions: SQL[] = [];
  if (q.statuses?.length) conditions.push(inArray(battles.status, q.statuses));
  const mine = userId
    ? exists(db.select({ one: sql`1` }).from(battleMembers).where(and(eq(battleMembers.battleId, battles.id), eq(battleMembers.userId, userId))))
    : sql`false`;
  conditions.push(q.private ? or(eq(battles.isPrivate, false), mine)! : eq(battles.isPrivate, false));
  const order = q.sort === 'price' ? [desc(battles.price), desc(battles.id)] : [desc(battles.createdAt), desc(battles.id)];
  const rows = await db
    .select()
    .from(battles)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(q.perPage + 1)
    .offset((q.page - 1) * q.perPage);
  return { battles: await summarize(db, rows.slice(0, q.perPage)), hasNext: rows.length > q.perPage };
}

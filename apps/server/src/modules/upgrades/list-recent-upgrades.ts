import { desc, eq, sql } from 'drizzle-orm';
import { type RecentUpgrade, roundedPercent, ticketsToPercent, toWire, type UpgradeStatistic } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { items, upgrades, users } from '../../platform/db/schema/index.js';
import { presentItemRef } from './present-item.js';

const columns = {
  id: upgrades.id,
  inputTotal: upgrades.inputTotal,
  inputItems: upgrades.inputItems,
  targetPrice: upgrades.targetPrice,
  chanceTickets: upgrades.chanceTickets,
  success: upgrades.success,
  createdAt: upgrades.createdAt,
  userId: users.id,
  nickname: users.nickname,
  avatar: users.avatar,
  item: items,
};

function baseQuery(db: DbOrTx) {
  return db.select(columns).from(upgrades).innerJoin(users, eq(users.id, upgrades.userId)).innerJoin(items, eq(items.id, upgrades.targetItemId));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function present(r: Row): RecentUpgrade {
  return {
    id: r.id,
    user: { id: r.userId, nickname: r.nickname, avatar: r.avatar },
    inputTotal: toWire(r.inputTotal),
    itemsCount: r.inputItems.length,
    target: presentItemRef(r.item, r.targetPrice),
    chance: ticketsToPercent(r.chanceTickets),
    success: r.success,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The latest upgrades of everyone (or of one player), newest first. */
export async function listRecentUpgrades(db: DbOrTx, q: { perPage: number; userId?: number | undefined }): Promise<RecentUpgrade[]> {
  const query = baseQuery(db);
  const rows = await (q.userId ? query.where(eq(upgrades.userId, q.userId)) : query).orderBy(desc(upgrades.id)).limit(q.perPage);
  return rows.map(present);
}

async function tally(db: DbOrTx, userId?: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      success: sql<number>`count(*) FILTER (WHERE ${upgrades.success})::int`,
      won: sql<string>`coalesce(sum(${upgrades.targetPrice}) FILTER (WHERE ${upgrades.success}), 0)`,
    })
    .from(upgrades)
    .where(userId === undefined ? undefined : eq(upgrades.userId, userId));
  return { total: row?.total ?? 0, success: row?.success ?? 0, wonTotal: toWire(Number(row?.won ?? 0)) };
}

/** Totals of all upgrades, the dearest successful one, and the player's own totals when signed in. */
export async function getUpgradeStatistic(db: DbOrTx, userId: number | null): Promise<UpgradeStatistic> {
  const [all, [best], mine] = await Promise.all([
    tally(db),
    baseQuery(db).where(eq(upgrades.success, true)).orderBy(desc(upgrades.targetPrice), desc(upgrades.id)).limit(1),
    userId === null ? Promise.resolve(null) : tally(db, userId),
  ]);
  return {
    ...all,
    successRate: all.total > 0 ? roundedPercent(all.success / all.total) : 0,
    best: best ? present(best) : null,
    mine,
  };
}

/** How many upgrades were ever made (the footer's `upgrades` counter). */
export async function countUpgrades(db: DbOrTx): Promise<number> {
  return (await tally(db)).total;
}

import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/index.js';
import { battles, inventoryItems, openings, payments, upgrades, users, withdrawals } from '../../platform/db/schema/index.js';
import { selectRows } from './rows.js';

export const DASHBOARD_PERIODS = [1, 7, 30] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/**
 * The business over the last day (hourly) or 7 or 30 days (daily), one row per bucket: deposits and
 * withdrawals (kopecks), gross gaming revenue (case spend minus the value of the items dropped, plus upgrade
 * stakes minus the items won), opens, battles, upgrades, active players (who opened, upgraded or paid) and
 * new players, and the share of this period's sign-ups that have paid since.
 */
export async function getDashboard(db: DbOrTx, days: DashboardPeriod) {
  const unit = days === 1 ? 'hour' : 'day';
  const step = days === 1 ? sql`interval '1 hour'` : sql`interval '1 day'`;
  /** The moment `at` falls in the bucket `b.t`. */
  const within = (at: PgColumn) => sql`${at} >= b.t AND ${at} < b.t + ${step}`;
  const buckets = await selectRows(
    db,
    sql`
    WITH b AS (
      SELECT generate_series(date_trunc(${unit}, now() - make_interval(days => ${days})) + ${step}, date_trunc(${unit}, now()), ${step}) AS t)
    SELECT b.t AS at,
      (SELECT coalesce(sum(${payments.value}), 0) FROM ${payments} WHERE ${payments.status} = 'success' AND ${within(payments.completedAt)})::bigint AS deposits,
      (SELECT coalesce(sum(${withdrawals.price}), 0) FROM ${withdrawals} WHERE ${withdrawals.status} = 'accepted' AND ${within(withdrawals.finishedAt)})::bigint AS withdrawals,
      (SELECT coalesce(sum(${openings.pricePaid} - ${inventoryItems.price}), 0)
        FROM ${openings} JOIN ${inventoryItems} ON ${inventoryItems.id} = ${openings.inventoryItemId}
        WHERE ${openings.currency} = 'GOLD' AND ${within(openings.createdAt)})::bigint
      + (SELECT coalesce(sum(${upgrades.inputTotal} - CASE WHEN ${upgrades.success} THEN ${upgrades.targetPrice} ELSE 0 END), 0) FROM ${upgrades}
        WHERE ${within(upgrades.createdAt)})::bigint AS ggr,
      (SELECT count(*) FROM ${openings} WHERE ${within(openings.createdAt)})::int AS opens,
      (SELECT count(*) FROM ${battles} WHERE ${within(battles.createdAt)})::int AS battles,
      (SELECT count(*) FROM ${upgrades} WHERE ${within(upgrades.createdAt)})::int AS upgrades,
      (SELECT count(DISTINCT user_id) FROM (
        SELECT ${openings.userId} AS user_id FROM ${openings} WHERE ${within(openings.createdAt)}
        UNION ALL SELECT ${upgrades.userId} FROM ${upgrades} WHERE ${within(upgrades.createdAt)}
        UNION ALL SELECT ${payments.userId} FROM ${payments} WHERE ${within(payments.createdAt)}) a)::int AS active,
      (SELECT count(*) FROM ${users} WHERE NOT ${users.isFake} AND NOT ${users.isBot} AND ${within(users.createdAt)})::int AS new_players
    FROM b ORDER BY b.t`,
  );
  const [conversion] = await selectRows(
    db,
    sql`
    SELECT count(*)::int AS signups,
      count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.userId} = ${users.id} AND ${payments.status} = 'success'))::int AS paid
    FROM ${users} WHERE NOT ${users.isFake} AND NOT ${users.isBot} AND ${users.createdAt} >= now() - make_interval(days => ${days})`,
  );
  return { buckets, signups: Number(conversion?.signups ?? 0), paid: Number(conversion?.paid ?? 0) };
}

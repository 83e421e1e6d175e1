import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
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
  const buckets = await selectRows(
    db,
    sql`
    WITH b AS (
      SELECT generate_series(date_trunc(${unit}, now() - make_interval(days => ${days})) + ${step}, date_trunc(${unit}, now()), ${step}) AS t)
    SELECT b.t AS at,
      (SELECT coalesce(sum(value), 0) FROM payments WHERE status = 'success' AND completed_at >= b.t AND completed_at < b.t + ${step})::bigint AS deposits,
      (SELECT coalesce(sum(price), 0) FROM withdrawals WHERE status = 'accepted' AND finished_at >= b.t AND finished_at < b.t + ${step})::bigint AS withdrawals,
      (SELECT coalesce(sum(o.price_paid - ii.price), 0) FROM openings o JOIN inventory_items ii ON ii.id = o.inventory_item_id
        WHERE o.currency = 'GOLD' AND o.created_at >= b.t AND o.created_at < b.t + ${step})::bigint
      + (SELECT coalesce(sum(input_total - CASE WHEN success THEN target_price ELSE 0 END), 0) FROM upgrades
        WHERE created_at >= b.t AND created_at < b.t + ${step})::bigint AS ggr,
      (SELECT count(*) FROM openings WHERE created_at >= b.t AND created_at < b.t + ${step})::int AS opens,
      (SELECT count(*) FROM battles WHERE created_at >= b.t AND created_at < b.t + ${step})::int AS battles,
      (SELECT count(*) FROM upgrades WHERE created_at >= b.t AND created_at < b.t + ${step})::int AS upgrades,
      (SELECT count(DISTINCT user_id) FROM (
        SELECT user_id FROM openings WHERE created_at >= b.t AND created_at < b.t + ${step}
        UNION ALL SELECT user_id FROM upgrades WHERE created_at >= b.t AND created_at < b.t + ${step}
        UNION ALL SELECT user_id FROM payments WHERE created_at >= b.t AND created_at < b.t + ${step}) a)::int AS active,
      (SELECT count(*) FROM users WHERE NOT is_fake AND NOT is_bot AND created_at >= b.t AND created_at < b.t + ${step})::int AS new_players
    FROM b ORDER BY b.t`,
  );
  const [conversion] = await selectRows(
    db,
    sql`
    SELECT count(*)::int AS signups, count(*) FILTER (WHERE EXISTS (SELECT 1 FROM payments p WHERE p.user_id = u.id AND p.status = 'success'))::int AS paid
    FROM users u WHERE NOT u.is_fake AND NOT u.is_bot AND u.created_at >= now() - make_interval(days => ${days})`,
  );
  return { buckets, signups: Number(conversion?.signups ?? 0), paid: Number(conversion?.paid ?? 0) };
}

import { sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/index.js';
import { jobs, users, withdrawalReviews, withdrawals } from '../../platform/db/schema/index.js';
import { tableAs } from '../../platform/db/sql-names.js';
import { marketPurchasesOf } from '../withdrawals/market/market-provider.js';
import { SEND_JOB } from '../withdrawals/withdrawal-limits.js';
import { selectRows } from './rows.js';

const w = alias(withdrawals, 'w');
const u = alias(users, 'u');
const j = alias(jobs, 'j');
const r = alias(withdrawalReviews, 'r');

/**
 * Since when a withdrawal has been the delivery's to make: its request, or the review's approval when the rules held
 * it (the wait for the console is the review queue's, not a late delivery).
 */
const openSince = (createdAt: AnyColumn, decidedAt: AnyColumn) => sql`greatest(${createdAt}, coalesce(${decidedAt}, ${createdAt}))`;

/**
 * Withdrawals not yet accepted or failed, oldest first, with their age, bot, offer, value and send job; a reversed one
 * (CS2 Trade Protection: delivered, then taken back) stays listed for the operator to decide.
 */
export async function listOpenWithdrawals(db: DbOrTx, status: string | null): Promise<Record<string, unknown>[]> {
  const rows = await selectRows(
    db,
    sql`
    SELECT ${w.id}, ${w.userId}, ${u.nickname}, ${w.name}, ${w.price}, ${w.status}, ${w.provider}, ${w.bot}, ${w.offerId}, ${w.failureCode},
      ${w.createdAt}, ${w.deadlineAt}, floor(extract(epoch FROM now() - ${openSince(w.createdAt, r.decidedAt)}))::int AS age_seconds,
      ${j.status} AS job_status, ${j.attempts} AS job_attempts, ${j.lastError} AS job_error
    FROM ${tableAs(withdrawals, w)} JOIN ${tableAs(users, u)} ON ${u.id} = ${w.userId}
    LEFT JOIN ${tableAs(jobs, j)} ON ${j.dedupeKey} = ${`${SEND_JOB}:`}::text || ${w.id}
    LEFT JOIN ${tableAs(withdrawalReviews, r)} ON ${r.withdrawalId} = ${w.id}
    WHERE ${w.status} NOT IN ('accepted', 'failed') AND (${status}::text IS NULL OR ${w.status} = ${status})
    ORDER BY ${w.createdAt}
    LIMIT 200`,
  );
  return withMarketSteps(db, rows);
}

/** A market withdrawal's purchases, attempt by attempt, as `steps` on its row (docs/decisions/065-market-withdrawals.md). */
async function withMarketSteps(db: DbOrTx, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const ids = rows.filter((r) => r.provider === 'market').map((r) => Number(r.id));
  const purchases = await marketPurchasesOf(db, ids);
  return rows.map((r) =>
    r.provider === 'market'
      ? {
          ...r,
          steps: purchases
            .filter((p) => p.withdrawalId === Number(r.id))
            .map((p) => ({ attempt: p.attempt, stage: p.stage, maxPrice: p.maxPrice, price: p.price, tradeId: p.tradeId, error: p.error, updatedAt: p.updatedAt.toISOString() })),
        }
      : r,
  );
}

/**
 * How many open withdrawals are older than the alert bound, and the oldest one's age (a reversed one is not late, one held
 * for review waits in its own queue, and an approved one counts from its approval).
 */
export async function staleWithdrawals(db: DbOrTx, boundMinutes: number): Promise<{ count: number; oldestSeconds: number }> {
  const [row] = await selectRows(
    db,
    sql`
    SELECT count(*)::int AS count, coalesce(floor(extract(epoch FROM now() - min(${openSince(withdrawals.createdAt, withdrawalReviews.decidedAt)}))), 0)::int AS oldest_seconds
    FROM ${withdrawals} LEFT JOIN ${withdrawalReviews} ON ${withdrawalReviews.withdrawalId} = ${withdrawals.id}
    WHERE ${withdrawals.status} NOT IN ('accepted', 'failed', 'reversed', 'review')
      AND ${withdrawals.createdAt} < now() - make_interval(mins => ${boundMinutes})
      AND ${openSince(withdrawals.createdAt, withdrawalReviews.decidedAt)} < now() - make_interval(mins => ${boundMinutes})`,
  );
  return { count: Number(row?.count ?? 0), oldestSeconds: Number(row?.oldest_seconds ?? 0) };
}

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { selectRows } from './rows.js';

/** Withdrawals not yet accepted or failed, oldest first, with their age, bot, offer, value and send job. */
export async function listOpenWithdrawals(db: DbOrTx, status: string | null): Promise<Record<string, unknown>[]> {
  return selectRows(
    db,
    sql`
    SELECT w.id, w.user_id, u.nickname, w.name, w.price, w.status, w.provider, w.bot, w.offer_id, w.failure_code,
      w.created_at, w.deadline_at, floor(extract(epoch FROM now() - w.created_at))::int AS age_seconds,
      j.status AS job_status, j.attempts AS job_attempts, j.last_error AS job_error
    FROM withdrawals w JOIN users u ON u.id = w.user_id
    LEFT JOIN jobs j ON j.dedupe_key = 'withdrawal.send:' || w.id
    WHERE w.status NOT IN ('accepted', 'failed') AND (${status}::text IS NULL OR w.status = ${status})
    ORDER BY w.created_at
    LIMIT 200`,
  );
}

/** How many open withdrawals are older than the alert bound, and the oldest one's age. */
export async function staleWithdrawals(db: DbOrTx, boundMinutes: number): Promise<{ count: number; oldestSeconds: number }> {
  const [row] = await selectRows(
    db,
    sql`
    SELECT count(*)::int AS count, coalesce(floor(extract(epoch FROM now() - min(created_at))), 0)::int AS oldest_seconds
    FROM withdrawals WHERE status NOT IN ('accepted', 'failed') AND created_at < now() - make_interval(mins => ${boundMinutes})`,
  );
  return { count: Number(row?.count ?? 0), oldestSeconds: Number(row?.oldest_seconds ?? 0) };
}

import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/index.js';
import { jobs } from '../db/schema/index.js';

/** A job as a worker holds it: `leaseId` proves the claim is still this worker's. */
export interface ClaimedJob {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  leaseId: string;
}

export interface NewJob {
  type: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
  /** At most one job per key, ever. */
  dedupeKey?: string;
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const iso = (d: Date) => d.toISOString();

/** Queues jobs (in the caller's transaction when given one); a repeated dedupe key is ignored. */
export async function enqueueJobs(db: DbOrTx, list: NewJob[]): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(jobs)
    .values(
      list.map((j) => ({
        type: j.type,
        payload: j.payload ?? {},
        maxAttempts: j.maxAttempts ?? 5,
        dedupeKey: j.dedupeKey ?? null,
        ...(j.runAt ? { runAt: j.runAt } : {}),
      })),
    )
    .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`${jobs.dedupeKey} IS NOT NULL` });
}

/** Makes sure a recurring job exists and is queued (revives one that was given up). */
export async function ensureRecurringJob(db: DbOrTx, type: string, now: Date): Promise<void> {
  const dedupeKey = `recurring:${type}`;
  await enqueueJobs(db, [{ type, dedupeKey, runAt: now, maxAttempts: 1_000_000 }]);
  await db.execute(sql`
    UPDATE jobs SET status = 'queued', run_at = ${iso(now)}::timestamptz, attempts = 0, updated_at = ${iso(now)}::timestamptz
    WHERE dedupe_key = ${dedupeKey} AND status IN ('done', 'failed')`);
}

/** Queues a keyed job to run now, creating it or reviving one that finished or was given up; a running one is left alone. */
export async function requeueJob(db: DbOrTx, job: NewJob & { dedupeKey: string }, now: Date): Promise<void> {
  await enqueueJobs(db, [{ ...job, runAt: now }]);
  await db.execute(sql`
    UPDATE jobs SET status = 'queued', run_at = ${iso(now)}::timestamptz, attempts = 0, updated_at = ${iso(now)}::timestamptz
    WHERE dedupe_key = ${job.dedupeKey} AND status IN ('done', 'failed')`);
}

/**
 * Claims up to `limit` due jobs of the given types: queued ones whose time has come and
 * running ones whose lease ran out (their worker died). SKIP LOCKED lets many workers
 * claim side by side without waiting on each other.
 */
export async function claimJobs(
  db: DbOrTx,
  claim: { types: string[]; limit: number; workerId: string; leasePrefix: string; leaseMs: number; now: Date },
): Promise<ClaimedJob[]> {
  if (claim.types.length === 0) return [];
  const now = iso(claim.now);
  const until = iso(new Date(claim.now.getTime() + claim.leaseMs));
  const types = sql.join(
    claim.types.map((t) => sql`${t}`),
    sql`, `,
  );
  const claimed = await rows<{ id: number | string; type: string; payload: Record<string, unknown>; attempts: number; max_attempts: number; lease_id: string }>(
    db,
    sql`
    UPDATE jobs j
    SET status = 'running', attempts = j.attempts + 1, lease_id = ${claim.leasePrefix} || ':' || j.id,
        locked_by = ${claim.workerId}, locked_until = ${until}::timestamptz, updated_at = ${now}::timestamptz
    FROM (
      SELECT id FROM jobs
      WHERE type IN (${types})
        AND ((status = 'queued' AND run_at <= ${now}::timestamptz) OR (status = 'running' AND locked_until <= ${now}::timestamptz))
      ORDER BY run_at, id
      LIMIT ${claim.limit}
      FOR UPDATE SKIP LOCKED
    ) due
    WHERE j.id = due.id
    RETURNING j.id, j.type, j.payload, j.attempts, j.max_attempts, j.lease_id`,
  );
  return claimed.map((r) => ({
    id: Number(r.id),
    type: r.type,
    payload: r.payload,
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
    leaseId: r.lease_id,
  }));
}

/** Renews a lease; false when the job is no longer this lease's (it expired and was claimed again). */
export async function extendLease(db: DbOrTx, job: ClaimedJob, now: Date, leaseMs: number): Promise<boolean> {
  const until = iso(new Date(now.getTime() + leaseMs));
  const updated = await rows(
    db,
    sql`UPDATE jobs SET locked_until = ${until}::timestamptz, updated_at = ${iso(now)}::timestamptz
        WHERE id = ${job.id} AND lease_id = ${job.leaseId} AND status = 'running' RETURNING id`,
  );
  return updated.length === 1;
}

/** Finishes a job; a stale lease changes nothing. */
export async function completeJob(db: DbOrTx, job: ClaimedJob, now: Date): Promise<boolean> {
  return fenced(db, job, sql`status = 'done', finished_at = ${iso(now)}::timestamptz, updated_at = ${iso(now)}::timestamptz`);
}

/** Runs the job again at `runAt` (recurring jobs); the attempt count starts over. */
export async function rescheduleJob(db: DbOrTx, job: ClaimedJob, runAt: Date, now: Date): Promise<boolean> {
  return fenced(db, job, sql`status = 'queued', attempts = 0, run_at = ${iso(runAt)}::timestamptz, updated_at = ${iso(now)}::timestamptz`);
}

/** Records a failed attempt: queued again at `retryAt`, or failed for good when `retryAt` is null. */
export async function failJob(db: DbOrTx, job: ClaimedJob, error: string, retryAt: Date | null, now: Date): Promise<boolean> {
  const status = retryAt
    ? sql`status = 'queued', run_at = ${iso(retryAt)}::timestamptz`
    : sql`status = 'failed', finished_at = ${iso(now)}::timestamptz`;
  return fenced(db, job, sql`${status}, last_error = ${error.slice(0, 2000)}, updated_at = ${iso(now)}::timestamptz`);
}

async function fenced(db: DbOrTx, job: ClaimedJob, set: SQL): Promise<boolean> {
  const updated = await rows(
    db,
    sql`UPDATE jobs SET ${set}, lease_id = NULL, locked_by = NULL, locked_until = NULL
        WHERE id = ${job.id} AND lease_id = ${job.leaseId} AND status = 'running' RETURNING id`,
  );
  return updated.length === 1;
}

/** Per job type, the jobs due and waiting for a worker and how long the oldest has waited. */
export async function jobQueueStats(db: DbOrTx, now: Date): Promise<{ type: string; depth: number; oldestSeconds: number }[]> {
  const list = await rows<{ type: string; depth: number; oldest: number | string }>(
    db,
    sql`SELECT type, count(*)::int AS depth, EXTRACT(EPOCH FROM (${iso(now)}::timestamptz - min(run_at)))::float8 AS oldest
        FROM jobs WHERE status = 'queued' AND run_at <= ${iso(now)}::timestamptz GROUP BY type ORDER BY type`,
  );
  return list.map((r) => ({ type: r.type, depth: Number(r.depth), oldestSeconds: Math.max(0, Number(r.oldest)) }));
}

import { and, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
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

/** Records a job that already gave up, its attempts spent with the given error (a test fixture's stuck queue). */
export async function recordGivenUpJob(db: DbOrTx, job: NewJob & { dedupeKey: string; lastError: string }, now: Date): Promise<void> {
  const attempts = job.maxAttempts ?? 5;
  await db.insert(jobs).values({
    type: job.type,
    payload: job.payload ?? {},
    status: 'failed',
    attempts,
    maxAttempts: attempts,
    dedupeKey: job.dedupeKey,
    lastError: job.lastError,
    finishedAt: now,
  });
}

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
  await revive(db, dedupeKey, now);
}

/** Queues a keyed job to run now, creating it or reviving one that finished or was given up; a running one is left alone. */
export async function requeueJob(db: DbOrTx, job: NewJob & { dedupeKey: string }, now: Date): Promise<void> {
  await enqueueJobs(db, [{ ...job, runAt: now }]);
  await revive(db, job.dedupeKey, now);
}

async function revive(db: DbOrTx, dedupeKey: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'queued', runAt: now, attempts: 0, updatedAt: now })
    .where(and(eq(jobs.dedupeKey, dedupeKey), inArray(jobs.status, ['done', 'failed'])));
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
  const { now } = claim;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.type, claim.types),
        or(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now))),
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      leaseId: sql`${claim.leasePrefix} || ':' || ${jobs.id}`,
      lockedBy: claim.workerId,
      lockedUntil: new Date(now.getTime() + claim.leaseMs),
      updatedAt: now,
    })
    .where(inArray(jobs.id, due))
    .returning({ id: jobs.id, type: jobs.type, payload: jobs.payload, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts, leaseId: jobs.leaseId });
  return claimed.map((r) => ({ ...r, id: Number(r.id), leaseId: r.leaseId! }));
}

/** Renews a lease; false when the job is no longer this lease's (it expired and was claimed again). */
export async function extendLease(db: DbOrTx, job: ClaimedJob, now: Date, leaseMs: number): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), updatedAt: now })
    .where(stillHeld(job))
    .returning({ id: jobs.id });
  return updated.length === 1;
}

/** Finishes a job; a stale lease changes nothing. */
export async function completeJob(db: DbOrTx, job: ClaimedJob, now: Date): Promise<boolean> {
  return fenced(db, job, { status: 'done', finishedAt: now, updatedAt: now });
}

/** Runs the job again at `runAt` (recurring jobs); the attempt count starts over. */
export async function rescheduleJob(db: DbOrTx, job: ClaimedJob, runAt: Date, now: Date): Promise<boolean> {
  return fenced(db, job, { status: 'queued', attempts: 0, runAt, updatedAt: now });
}

/** Records a failed attempt: queued again at `retryAt`, or failed for good when `retryAt` is null. */
export async function failJob(db: DbOrTx, job: ClaimedJob, error: string, retryAt: Date | null, now: Date): Promise<boolean> {
  const status = retryAt ? { status: 'queued' as const, runAt: retryAt } : { status: 'failed' as const, finishedAt: now };
  return fenced(db, job, { ...status, lastError: error.slice(0, 2000), updatedAt: now });
}

/** The job is still running under this claim's lease. */
function stillHeld(job: ClaimedJob): SQL {
  return and(eq(jobs.id, job.id), eq(jobs.leaseId, job.leaseId), eq(jobs.status, 'running'))!;
}

async function fenced(db: DbOrTx, job: ClaimedJob, set: Partial<typeof jobs.$inferInsert>): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({ ...set, leaseId: null, lockedBy: null, lockedUntil: null })
    .where(stillHeld(job))
    .returning({ id: jobs.id });
  return updated.length === 1;
}

/** Per job type, the jobs due and waiting for a worker and how long the oldest has waited. */
export async function jobQueueStats(db: DbOrTx, now: Date): Promise<{ type: string; depth: number; oldestSeconds: number }[]> {
  const list = await db
    .select({
      type: jobs.type,
      depth: sql<number>`count(*)::int`,
      oldest: sql<number | string>`EXTRACT(EPOCH FROM (${now.toISOString()}::timestamptz - min(${jobs.runAt})))::float8`,
    })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)))
    .groupBy(jobs.type)
    .orderBy(jobs.type);
  return list.map((r) => ({ type: r.type, depth: Number(r.depth), oldestSeconds: Math.max(0, Number(r.oldest)) }));
}

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/index.js';
import { claimJobs, completeJob, extendLease, failJob, rescheduleJob, type ClaimedJob } from './job-store.js';

export interface JobContext {
  job: ClaimedJob;
  now: () => Date;
  /** Renews the lease before a slow or unrepeatable step; false when another worker holds the job now. */
  extendLease(): Promise<boolean>;
}

/** What a job type does; `run` may ask to run again later (recurring jobs). */
export interface JobHandler {
  run(ctx: JobContext): Promise<void | { rerunAt: Date }>;
  /** Called once when the last attempt failed, before the job is marked failed. */
  giveUp?(job: ClaimedJob, error: unknown, now: Date): Promise<void>;
}

export interface JobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobRunnerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  log: JobLogger;
  workerId?: string;
  /** How long a claim holds a job before another worker may take it over. */
  leaseMs?: number;
  /** Pause between polls when nothing was due. */
  pollMs?: number;
  /** Jobs claimed and run side by side per poll. */
  batch?: number;
  clock?: () => Date;
}

export interface JobRunner {
  /** Claims due jobs once and runs them; resolves with how many were claimed. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the jobs in hand. */
  stop(): Promise<void>;
}

export const DEFAULT_LEASE_MS = 120_000;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 10 * 60_000;

/** Exponential backoff after the n-th failed attempt: 5 s, 10 s, 20 s … capped at 10 min. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * A small generic job runner over the jobs table: claim with SKIP LOCKED under a
 * lease, run the type's handler, then finish, reschedule or retry with backoff.
 * A worker that dies leaves its lease to run out; the next claim retries the job.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers, log } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = options.pollMs ?? 1000;
  const batch = options.batch ?? 5;
  const clock = options.clock ?? (() => new Date());
  const types = Object.keys(handlers);

  let loop: Promise<void> | null = null;
  let stopping = false;
  let wake: (() => void) | null = null;

  async function runJob(job: ClaimedJob): Promise<void> {
    const handler = handlers[job.type]!;
    if (job.attempts > job.maxAttempts) {
      await giveUp(handler, job, new Error('attempts exhausted (the last claim did not finish)'));
      return;
    }
    try {
      const result = await handler.run({ job, now: clock, extendLease: () => extendLease(db, job, clock(), leaseMs) });
      const done = result ? await rescheduleJob(db, job, result.rerunAt, clock()) : await completeJob(db, job, clock());
      if (!done) log.warn({ jobId: job.id, type: job.type }, 'job finished after its lease was taken over');
    } catch (error) {
      if (job.attempts >= job.maxAttempts) {
        await giveUp(handler, job, error);
        return;
      }
      const retryAt = new Date(clock().getTime() + backoffMs(job.attempts));
      log.warn({ jobId: job.id, type: job.type, attempts: job.attempts, err: error }, 'job failed; retrying');
      await failJob(db, job, errorText(error), retryAt, clock());
    }
  }

  async function giveUp(handler: JobHandler, job: ClaimedJob, error: unknown): Promise<void> {
    log.error({ jobId: job.id, type: job.type, attempts: job.attempts, err: error }, 'job gave up');
    try {
      await handler.giveUp?.(job, error, clock());
    } catch (giveUpError) {
      // Leave the job claimed: its lease runs out and the give-up is tried again.
      log.error({ jobId: job.id, type: job.type, err: giveUpError }, 'job give-up failed');
      return;
    }
    await failJob(db, job, errorText(error), null, clock());
  }

  async function runOnce(): Promise<number> {
    const claimed = await claimJobs(db, { types, limit: batch, workerId, leasePrefix: `${workerId}:${randomUUID()}`, leaseMs, now: clock() });
    await Promise.all(claimed.map((job) => runJob(job).catch((error: unknown) => log.error({ jobId: job.id, err: error }, 'job bookkeeping failed'))));
    return claimed.length;
  }

  async function poll(): Promise<void> {
    while (!stopping) {
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (error) {
        log.warn({ err: error }, 'job poll failed');
      }
      if (claimed === 0 && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    }
  }

  return {
    runOnce,
    start() {
      if (loop) return;
      stopping = false;
      loop = poll();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      loop = null;
    },
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

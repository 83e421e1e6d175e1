import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/platform/db/index.js';
import { jobs } from '../src/platform/db/schema/index.js';
import { backoffMs, createJobRunner, DEFAULT_LEASE_MS, type JobHandler } from '../src/platform/jobs/job-runner.js';
import { enqueueJobs, ensureRecurringJob } from '../src/platform/jobs/job-store.js';
import { silentLog, testClock } from './inventory-fixtures.js';
import { createTestDatabase } from './helpers.js';

let database: Database;
const clock = testClock();
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => clock.reset());

const jobOf = async (type: string) => (await database.db.select().from(jobs).where(eq(jobs.type, type)))[0]!;

function runner(type: string, handler: JobHandler, workerId = 'w1') {
  return createJobRunner({ db: database.db, log: silentLog, clock: clock.now, workerId, handlers: { [type]: handler } });
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the job runner', () => {
  it('retries a failing job with growing backoff until it succeeds', async () => {
    let calls = 0;
    const r = runner('flaky', {
      run: async () => {
        calls += 1;
        if (calls < 3) throw new Error(`boom ${calls}`);
      },
    });
    await enqueueJobs(database.db, [{ type: 'flaky', payload: { n: 1 } }]);
    expect(await r.runOnce()).toBe(1);
    expect(await jobOf('flaky')).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await jobOf('flaky')).lastError).toContain('boom 1');
    // Not due before its backoff.
    expect(await r.runOnce()).toBe(0);
    clock.advance(backoffMs(1));
    expect(await r.runOnce()).toBe(1);
    clock.advance(backoffMs(1));
    expect(await r.runOnce()).toBe(0);
    clock.advance(backoffMs(2) - backoffMs(1));
    expect(await r.runOnce()).toBe(1);
    expect(await jobOf('flaky')).toMatchObject({ status: 'done', attempts: 3 });
    expect(calls).toBe(3);
    expect([1, 2, 3, 20].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 600_000]);
  });

  it('gives up after the last attempt, once', async () => {
    const gaveUp: number[] = [];
    const r = runner('hopeless', {
      run: async () => {
        throw new Error('never');
      },
      giveUp: async (job) => {
        gaveUp.push(job.id);
      },
    });
    await enqueueJobs(database.db, [{ type: 'hopeless', maxAttempts: 2 }]);
    await r.runOnce();
    clock.advance(backoffMs(1));
    await r.runOnce();
    clock.advance(backoffMs(10));
    expect(await r.runOnce()).toBe(0);
    expect(await jobOf('hopeless')).toMatchObject({ status: 'failed', attempts: 2 });
    expect(gaveUp).toHaveLength(1);
  });

  it('keeps one job per dedupe key and reschedules recurring jobs', async () => {
    await enqueueJobs(database.db, [{ type: 'once', dedupeKey: 'k' }]);
    await enqueueJobs(database.db, [{ type: 'once', dedupeKey: 'k' }]);
    expect(await database.db.select().from(jobs).where(eq(jobs.type, 'once'))).toHaveLength(1);

    let runs = 0;
    const r = runner('tick', { run: async (ctx) => ((runs += 1), { rerunAt: new Date(ctx.now().getTime() + 60_000) }) });
    await ensureRecurringJob(database.db, 'tick', clock.now());
    await ensureRecurringJob(database.db, 'tick', clock.now());
    expect(await r.runOnce()).toBe(1);
    expect(await r.runOnce()).toBe(0);
    expect(await jobOf('tick')).toMatchObject({ status: 'queued', attempts: 0 });
    clock.advance(60_000);
    expect(await r.runOnce()).toBe(1);
    expect(runs).toBe(2);
  });

  it('hands a job whose worker died to another worker once its lease runs out, and ignores the dead worker after', async () => {
    const started = deferred();
    const wake = deferred();
    const byWorker: string[] = [];
    const handler = (name: string, hang: boolean): JobHandler => ({
      run: async () => {
        byWorker.push(name);
        if (hang) {
          started.resolve();
          await wake.promise;
        }
      },
    });
    await enqueueJobs(database.db, [{ type: 'lease' }]);
    const dead = runner('lease', handler('a', true), 'a');
    const aRun = dead.runOnce();
    await started.promise;
    const b = runner('lease', handler('b', false), 'b');
    // Still leased to a.
    expect(await b.runOnce()).toBe(0);
    clock.advance(DEFAULT_LEASE_MS);
    expect(await b.runOnce()).toBe(1);
    expect(await jobOf('lease')).toMatchObject({ status: 'done', attempts: 2 });
    // a wakes up late: its finish is fenced off by the lease.
    wake.resolve();
    await aRun;
    expect(await jobOf('lease')).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
    expect(byWorker).toEqual(['a', 'b']);
    expect(await b.runOnce()).toBe(0);
  });

  it('gives up instead of running when a crashed claim used the last attempt', async () => {
    const started = deferred();
    let ran = 0;
    let gaveUp = 0;
    await enqueueJobs(database.db, [{ type: 'fragile', maxAttempts: 1 }]);
    void runner('fragile', { run: () => ((ran += 1), started.resolve(), new Promise<void>(() => undefined)) }, 'a').runOnce();
    await started.promise;
    clock.advance(DEFAULT_LEASE_MS);
    const b = runner('fragile', { run: async () => void (ran += 1), giveUp: async () => void (gaveUp += 1) }, 'b');
    expect(await b.runOnce()).toBe(1);
    expect({ ran, gaveUp }).toEqual({ ran: 1, gaveUp: 1 });
    expect(await jobOf('fragile')).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('polls until stopped', async () => {
    const done = deferred();
    const r = createJobRunner({ db: database.db, log: silentLog, clock: clock.now, pollMs: 10, handlers: { polled: { run: async () => done.resolve() } } });
    r.start();
    await enqueueJobs(database.db, [{ type: 'polled' }]);
    await done.promise;
    await r.stop();
    expect((await jobOf('polled')).status).toBe('done');
  });
});

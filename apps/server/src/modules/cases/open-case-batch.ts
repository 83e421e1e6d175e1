import type { Db } from '../../db/index.js';
import { rawTransaction } from '../../db/raw.js';
import { hashServerSeed } from '@tastydrop/domain';
import { newClientSeed, newServerSeed } from '../fairness/seeds.js';
import type { LoadedCase } from './case-catalog.js';
import { FAST_OPEN_WAIT_MS, assertOpenable, openCaseChecked, presentOpened, type OpenedCase } from './open-case.js';
import { lockPlayers, readCases, readSeedsAndOpens, writeBatch } from './open-case-batch-sql.js';
import { planBatch, type OpenRequest, type PlanResult, type PlannedOpen, type SeedState } from './open-case-plan.js';

/** Settles each request of a batch: an answer, an error of its own, or the single path. */
export type BatchOutcome = { kind: 'ok'; opened: OpenedCase } | { kind: 'error'; error: unknown } | { kind: 'single' };

const freshSeed = (): SeedState => {
  const serverSeed = newServerSeed();
  return { id: null, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: newClientSeed(), nonce: 0 };
};

/**
 * Runs a batch of opens in one transaction (docs/decisions/011-batched-opening.md): read and
 * lock, apply the rules one by one in arrival order, write everything in one statement, commit.
 * Throws only when the transaction did not commit (its requests may then be run singly);
 * `committing` is set once the outcome of a failure is no longer known.
 */
export async function runOpenBatch(db: Db, requests: OpenRequest[], progress: { committing: boolean }): Promise<BatchOutcome[]> {
  const caseIds = [...new Set(requests.map((r) => r.c.row.id))];
  const limitedIds = [...new Set(requests.filter((r) => r.c.row.opensLimit !== null).map((r) => r.c.row.id))];
  const everyNIds = [...new Set(requests.filter((r) => r.c.row.everyNOpenFree).map((r) => r.c.row.id))];
  const userIds = [...new Set(requests.map((r) => r.userId))];
  return rawTransaction(db, async (tx) => {
    const cases = await readCases(tx, caseIds, limitedIds, FAST_OPEN_WAIT_MS);
    const players = await lockPlayers(tx, userIds);
    const locked = userIds.filter((id) => players.has(id));
    const { seeds, userOpens } = locked.length > 0 ? await readSeedsAndOpens(tx, locked, everyNIds) : { seeds: new Map(), userOpens: new Map() };
    const plans = planBatch(requests, { players, seeds, cases, userOpens }, freshSeed);
    const paid = plans.filter((p): p is PlannedOpen => p.kind === 'ok');
    const stored = paid.length > 0 ? await writeBatch(tx, paid) : [];
    progress.committing = true;
    return settle(plans, stored);
  });
}

function settle(plans: PlanResult[], stored: { openingId: number; inventoryItemId: number }[]): BatchOutcome[] {
  let next = 0;
  return plans.map((p): BatchOutcome => {
    if (p.kind === 'deferred') return { kind: 'single' };
    if (p.kind === 'error') return { kind: 'error', error: p.error };
    const mine = stored.slice(next, next + p.rolled.length);
    next += p.rolled.length;
    const opened = presentOpened({
      userId: p.request.userId,
      player: p.after,
      rolled: p.rolled,
      stored: mine,
      experienceGained: p.experienceGained,
      paid: p.paid,
      seed: p.seed,
    });
    return { kind: 'ok', opened };
  });
}

export interface OpenBatchOptions {
  /** How long the first request of a batch waits for others. */
  windowMs: number;
  /** A batch is sent as soon as it holds this many requests. */
  maxSize: number;
  /** Batches in flight at once (each holds one connection). */
  concurrency: number;
  /** Told when a batch fails as a whole (its requests then run one by one). */
  onFailure?: (error: unknown) => void;
}

interface Pending {
  request: OpenRequest;
  /** Set once the request was skipped by a batch because its player's row was held. */
  requeued?: boolean;
  resolve: (opened: OpenedCase) => void;
  reject: (error: unknown) => void;
}

export interface OpenerStats {
  /** Transactions of the batched path that committed, and the requests they settled. */
  batches: number;
  batchedRequests: number;
  /** Requests that took the single path (no batching, a locked player, or a failed batch). */
  single: number;
}

export interface CaseOpener {
  readonly batched: boolean;
  stats(): OpenerStats;
  open(userId: number, c: LoadedCase, opens: number, now?: Date): Promise<OpenedCase>;
  /** Sends what is waiting and resolves when every batch in flight is done. */
  drain(): Promise<void>;
}

/** Opens through batches: requests that arrive within the window share one transaction. */
export function createBatchedOpener(db: Db, options: OpenBatchOptions): CaseOpener {
  let queue: Pending[] = [];
  let timer: NodeJS.Timeout | null = null;
  let inFlight = 0;
  const running = new Set<Promise<void>>();
  const counts: OpenerStats = { batches: 0, batchedRequests: 0, single: 0 };
  const single = (p: Pending) => {
    counts.single += 1;
    openCaseChecked(db, p.request.userId, p.request.c, p.request.opens).then(p.resolve, p.reject);
  };

  function schedule(): void {
    if (queue.length === 0 || inFlight >= options.concurrency) return;
    if (queue.length >= options.maxSize) {
      flush();
      return;
    }
    timer ??= setTimeout(flush, options.windowMs);
  }

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queue.length === 0 || inFlight >= options.concurrency) return;
    const batch = queue.slice(0, options.maxSize);
    queue = queue.slice(options.maxSize);
    inFlight += 1;
    const done = execute(batch).finally(() => {
      inFlight -= 1;
      running.delete(done);
      schedule();
    });
    running.add(done);
    schedule();
  }

  async function execute(batch: Pending[]): Promise<void> {
    const progress = { committing: false, failed: false };
    let outcomes: BatchOutcome[];
    try {
      outcomes = await runOpenBatch(
        db,
        batch.map((p) => p.request),
        progress,
      );
      counts.batches += 1;
    } catch (error) {
      options.onFailure?.(error);
      // Nothing was committed: each request runs again on its own. A failed commit
      // leaves the outcome unknown, so nothing is run twice.
      if (progress.committing) {
        for (const p of batch) p.reject(error);
        return;
      }
      progress.failed = true;
      outcomes = batch.map(() => ({ kind: 'single' }));
    }
    // A player held by another transaction: the next batch tries once more (ahead of later
    // requests), then the single path waits for the row like any open would.
    const retry = batch.filter((p, i) => outcomes[i]!.kind === 'single' && !p.requeued && !progress.failed);
    for (const p of retry) p.requeued = true;
    queue = [...retry, ...queue];
    for (const [i, p] of batch.entries()) {
      const outcome = outcomes[i]!;
      if (outcome.kind === 'single') {
        if (!retry.includes(p)) single(p);
        continue;
      }
      counts.batchedRequests += 1;
      if (outcome.kind === 'ok') p.resolve(outcome.opened);
      else p.reject(outcome.error);
    }
  }

  return {
    batched: true,
    stats: () => ({ ...counts }),
    open(userId, c, opens, now = new Date()) {
      assertOpenable(c, now);
      return new Promise<OpenedCase>((resolve, reject) => {
        queue.push({ request: { userId, c, opens }, resolve, reject });
        schedule();
      });
    },
    async drain() {
      while (queue.length > 0 || running.size > 0) {
        flush();
        await Promise.all([...running]);
      }
    },
  };
}

/** The single path behind the same interface (PGlite, or batching switched off). */
export function createSingleOpener(db: Db): CaseOpener {
  let single = 0;
  return {
    batched: false,
    stats: () => ({ batches: 0, batchedRequests: 0, single }),
    open: (userId, c, opens, now = new Date()) => {
      assertOpenable(c, now);
      single += 1;
      return openCaseChecked(db, userId, c, opens);
    },
    drain: async () => {},
  };
}

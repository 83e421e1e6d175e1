import type { Db } from '../../db/index.js';
import type { LoadedCase } from './case-catalog.js';
import { CommitUnknownError, runOpenBatch, type BatchOutcome } from './open-case-batch.js';
import { assertOpenable, openCaseChecked, type OpenedCase } from './open-case.js';
import type { OpenRequest } from './open-case-plan.js';

export interface OpenBatchOptions {
  /** How long the first request of a batch waits for others. */
  windowMs: number;
  /** A batch is sent as soon as it holds this many requests. */
  maxSize: number;
  /** Lanes of batches: at most this many batches in flight (each holds one connection). */
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

/**
 * Opens through batches: requests that arrive within the window share one transaction. Players
 * are spread over `concurrency` lanes by id, each lane running one batch at a time, so batches
 * in flight never wait for or skip each other's players.
 */
export function createBatchedOpener(db: Db, options: OpenBatchOptions): CaseOpener {
  const counts: OpenerStats = { batches: 0, batchedRequests: 0, single: 0 };
  const lanes = Array.from({ length: options.concurrency }, () => createLane(db, options, counts));
  return {
    batched: true,
    stats: () => ({ ...counts }),
    open(userId, c, opens, now = new Date()) {
      assertOpenable(c, now);
      return lanes[userId % lanes.length]!.open({ userId, c, opens });
    },
    async drain() {
      await Promise.all(lanes.map((l) => l.drain()));
    },
  };
}

interface Lane {
  open(request: OpenRequest): Promise<OpenedCase>;
  drain(): Promise<void>;
}

function createLane(db: Db, options: OpenBatchOptions, counts: OpenerStats): Lane {
  let queue: Pending[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const single = (p: Pending) => {
    counts.single += 1;
    openCaseChecked(db, p.request.userId, p.request.c, p.request.opens).then(p.resolve, p.reject);
  };

  function schedule(): void {
    if (queue.length === 0 || running) return;
    if (queue.length >= options.maxSize) {
      flush();
      return;
    }
    timer ??= setTimeout(flush, options.windowMs);
  }

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queue.length === 0 || running) return;
    const batch = queue.slice(0, options.maxSize);
    queue = queue.slice(options.maxSize);
    running = execute(batch).finally(() => {
      running = null;
      schedule();
    });
  }

  async function execute(batch: Pending[]): Promise<void> {
    let failed = false;
    let outcomes: BatchOutcome[];
    try {
      outcomes = await runOpenBatch(
        db,
        batch.map((p) => p.request),
      );
      counts.batches += 1;
    } catch (error) {
      options.onFailure?.(error);
      // Nothing was committed: each request runs again on its own. A commit whose outcome
      // is unknown fails its requests, so nothing is run twice.
      if (error instanceof CommitUnknownError) {
        for (const p of batch) p.reject(error);
        return;
      }
      failed = true;
      outcomes = batch.map(() => ({ kind: 'single' }));
    }
    // A player held by another transaction: the next batch tries once more (ahead of later
    // requests), then the single path waits for the row like any open would.
    const retry = batch.filter((p, i) => outcomes[i]!.kind === 'single' && !p.requeued && !failed);
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
    open(request) {
      return new Promise<OpenedCase>((resolve, reject) => {
        queue.push({ request, resolve, reject });
        schedule();
      });
    },
    async drain() {
      while (queue.length > 0 || running) {
        flush();
        await running;
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

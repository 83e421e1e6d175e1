import { CommitUnknownError } from './raw.js';

/**
 * Batches of a player's requests sharing one transaction (docs/decisions/014-batched-opening.md,
 * 021-batched-selling-and-upgrades.md): what opening, selling and upgrading have in common.
 */

/**
 * How a batch takes the rows it needs. `skip`: a row another transaction holds is left out and the
 * requests that need it go to the single path (a batch). `wait`: wait for it (a batch of one, the
 * single path itself).
 */
export type LockMode = 'skip' | 'wait';

/** How a batch settled one request: an answer, an error of its own, or the single path. */
export type BatchOutcome<R> = { kind: 'ok'; value: R } | { kind: 'error'; error: unknown } | { kind: 'single' };

export interface BatchOptions {
  /** How long the first request of a batch waits for others. */
  windowMs: number;
  /** A batch is sent as soon as it holds this many requests. */
  maxSize: number;
  /** Lanes of batches: at most this many batches in flight (each holds one connection). */
  concurrency: number;
  /** Told when a batch fails as a whole (its requests then run one by one). */
  onFailure?: (error: unknown) => void;
  /** Told the size of each batch sent. */
  onBatch?: (size: number) => void;
}

interface BatcherStats {
  /** Transactions of the batched path that committed, and the requests they settled. */
  batches: number;
  batchedRequests: number;
  /** Requests that took the single path (no batching, a locked player, or a failed batch). */
  single: number;
}

export interface Batcher<Q, R> {
  readonly batched: boolean;
  stats(): BatcherStats;
  submit(request: Q): Promise<R>;
  /** Sends what is waiting and resolves when every batch in flight is done. */
  drain(): Promise<void>;
}

export interface BatchHandlers<Q extends { userId: number }, R> {
  /**
   * Runs requests in one transaction and settles each. Throws only when nothing was committed
   * (the requests then run one by one), or a CommitUnknownError when that is not known.
   */
  runBatch(requests: Q[]): Promise<BatchOutcome<R>[]>;
  /** The one-transaction-per-request path. */
  runSingle(request: Q): Promise<R>;
}

interface Pending<Q, R> {
  request: Q;
  /** Set once the request was skipped by a batch because its player's rows were held. */
  requeued?: boolean;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Requests that arrive within the window share one transaction. Players are spread over
 * `concurrency` lanes by id, each lane running one batch at a time (and filling the next one
 * meanwhile), so batches in flight never wait for or skip each other's players and a player's
 * requests apply in arrival order.
 */
function createBatcher<Q extends { userId: number }, R>(handlers: BatchHandlers<Q, R>, options: BatchOptions): Batcher<Q, R> {
  const counts: BatcherStats = { batches: 0, batchedRequests: 0, single: 0 };
  const lanes = Array.from({ length: options.concurrency }, () => createLane(handlers, options, counts));
  return {
    batched: true,
    stats: () => ({ ...counts }),
    submit: (request) => lanes[request.userId % lanes.length]!.submit(request),
    async drain() {
      await Promise.all(lanes.map((l) => l.drain()));
    },
  };
}

/** The single path behind the same interface (PGlite, or batching switched off). */
function createSingleBatcher<Q, R>(runSingle: (request: Q) => Promise<R>): Batcher<Q, R> {
  let single = 0;
  return {
    batched: false,
    stats: () => ({ batches: 0, batchedRequests: 0, single }),
    submit: (request) => {
      single += 1;
      return runSingle(request);
    },
    drain: async () => {},
  };
}

interface Lane<Q, R> {
  submit(request: Q): Promise<R>;
  drain(): Promise<void>;
}

function createLane<Q extends { userId: number }, R>(handlers: BatchHandlers<Q, R>, options: BatchOptions, counts: BatcherStats): Lane<Q, R> {
  let queue: Pending<Q, R>[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const single = (p: Pending<Q, R>) => {
    counts.single += 1;
    handlers.runSingle(p.request).then(p.resolve, p.reject);
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

  async function execute(batch: Pending<Q, R>[]): Promise<void> {
    let failed = false;
    let outcomes: BatchOutcome<R>[];
    options.onBatch?.(batch.length);
    try {
      outcomes = await handlers.runBatch(batch.map((p) => p.request));
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
    // requests), then the single path waits for the rows like any request would.
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
      if (outcome.kind === 'ok') p.resolve(outcome.value);
      else p.reject(outcome.error);
    }
  }

  return {
    submit(request) {
      return new Promise<R>((resolve, reject) => {
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

/** Whether a batched path is on: `on`, or `auto` on a pooled (PostgreSQL) database. */
function batchingOn(setting: 'auto' | 'on' | 'off', pooled: boolean): boolean {
  return setting === 'on' || (setting === 'auto' && pooled);
}

/** The batched path when `setting` turns it on, else the single path behind the same interface. */
export function configuredBatcher<Q extends { userId: number }, R>(
  setting: 'auto' | 'on' | 'off',
  pooled: boolean,
  handlers: BatchHandlers<Q, R>,
  options: BatchOptions,
): Batcher<Q, R> {
  return batchingOn(setting, pooled) ? createBatcher(handlers, options) : createSingleBatcher(handlers.runSingle);
}

/** The settings every batched path shares (the `OPEN_BATCH_*` window, size and lanes). */
export interface SharedBatchSettings {
  OPEN_BATCH_WINDOW_MS: number;
  OPEN_BATCH_MAX: number;
  OPEN_BATCH_CONCURRENCY: number;
}

/** Batch options from the shared settings; a batch that fails as a whole is logged as one of `what`, each size is counted under it. */
export function sharedBatchOptions(
  config: SharedBatchSettings,
  log: { warn: (obj: object, msg: string) => void },
  what: string,
  metrics?: { batch(path: string, size: number): void },
): BatchOptions {
  return {
    ...(metrics ? { onBatch: (size: number) => metrics.batch(what, size) } : {}),
    windowMs: config.OPEN_BATCH_WINDOW_MS,
    maxSize: config.OPEN_BATCH_MAX,
    concurrency: config.OPEN_BATCH_CONCURRENCY,
    onFailure: (err) => log.warn({ err }, `batch of ${what} failed; running its requests one by one`),
  };
}

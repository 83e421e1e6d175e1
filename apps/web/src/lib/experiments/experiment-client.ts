import {
  EXPERIMENT_FETCH_TIMEOUT_MS,
  EXPERIMENT_RETRY,
  EXPOSURE_QUEUE_CAP,
  experimentBackoffMs,
  flagPollIntervalMs,
  isRetryableExperimentFailure,
  type AssignedVariant,
} from '@tastydrop/domain';

/** One variant the site showed. */
export interface Exposure {
  experiment: string;
  variant: string;
}

/** How the client reaches the server; each call makes one attempt and throws on failure. */
export interface ExperimentTransport {
  fetchVariants(signal: AbortSignal): Promise<Record<string, AssignedVariant>>;
  fetchFlags(signal: AbortSignal): Promise<Record<string, boolean>>;
  sendExposures(exposures: Exposure[]): Promise<void>;
  /** The HTTP status of a failure; null for a network failure or a timeout. */
  statusOf(error: unknown): number | null;
}

export interface ExperimentState {
  variants: Readonly<Record<string, AssignedVariant>>;
  flags: Readonly<Record<string, boolean>>;
  /** The first fetch of variants and flags has settled (answered, or failed once): the site may draw with what it has. */
  ready: boolean;
}

export interface ExperimentClient {
  getState(): ExperimentState;
  subscribe(listener: () => void): () => void;
  /** Starts fetching and polling for this visitor (a player's id, or null for a guest); a new visitor fetches again at once. */
  identify(userId: number | null): void;
  /** Queues an exposure once per visitor and variant and sends the queue soon. */
  expose(exposure: Exposure): void;
  /** Exposures not yet sent. */
  pending(): readonly Exposure[];
  stop(): void;
}

/**
 * The site's experiment client: fetches the visitor's variants and flags with a timeout, retries a failure worth
 * retrying with a growing wait, polls them again every few minutes, and sends the variants it showed from a queue
 * of bounded size (the oldest give way) that a failed send keeps for the next try.
 */
export function createExperimentClient(transport: ExperimentTransport, options: { pollIntervalMs?: number } = {}): ExperimentClient {
  let state: ExperimentState = { variants: {}, flags: {}, ready: false };
  const listeners = new Set<() => void>();
  let visitor: number | null | undefined;
  /** Moves on every new visitor and stop: a fetch or retry of an earlier one changes nothing. */
  let generation = 0;
  let poll: ReturnType<typeof setInterval> | null = null;
  let queue: Exposure[] = [];
  const queued = new Set<string>();
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  let flushRetries = 0;
  let sending = false;

  const set = (change: Partial<ExperimentState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  /** One attempt that gives up after the timeout (its fetch is aborted). */
  async function timed<T>(attempt: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), EXPERIMENT_FETCH_TIMEOUT_MS);
    try {
      return await attempt(controller.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Fetches until an answer, a failure not worth retrying, the last retry, or a newer visitor. `firstSettled` runs
   * once, after the first attempt whatever its outcome.
   */
  async function fetchWithRetries<T>(mine: number, attempt: (signal: AbortSignal) => Promise<T>, apply: (value: T) => void, firstSettled: () => void): Promise<void> {
    for (let retry = 0; ; retry += 1) {
      try {
        const value = await timed(attempt);
        if (mine === generation) apply(value);
        if (retry === 0) firstSettled();
        return;
      } catch (error) {
        if (retry === 0) firstSettled();
        if (mine !== generation || retry >= EXPERIMENT_RETRY.attempts || !isRetryableExperimentFailure(transport.statusOf(error))) return;
        await wait(experimentBackoffMs(retry));
        if (mine !== generation) return;
      }
    }
  }

  /** The first fetch has not settled yet: the browser may have no device id, which the server's answer sets. */
  let deviceUnknown = true;

  /**
   * Fetches variants and flags; the state is ready once both first attempts have settled. A browser's very first
   * fetch asks for the flags only after the variants' answer: two calls at once without the device cookie would
   * each get a device id of their own, and the variants drawn would belong to a device the browser then forgets.
   */
  function refresh(): void {
    const mine = generation;
    let open = 2;
    const settled = () => {
      open -= 1;
      if (open === 0 && mine === generation && !state.ready) set({ ready: true });
    };
    const changed = (a: object, b: object) => JSON.stringify(a) !== JSON.stringify(b);
    const fetchFlags = () => void fetchWithRetries(mine, (signal) => transport.fetchFlags(signal), (flags) => changed(flags, state.flags) && set({ flags }), settled);
    const sequential = deviceUnknown;
    deviceUnknown = false;
    const variantsSettled = () => {
      settled();
      if (sequential) fetchFlags();
    };
    void fetchWithRetries(mine, (signal) => transport.fetchVariants(signal), (variants) => changed(variants, state.variants) && set({ variants }), variantsSettled);
    if (!sequential) fetchFlags();
  }

  function scheduleFlush(delay: number): void {
    flushTimer = setTimeout(() => void flush(), delay);
  }

  /** Sends the whole queue. A failure worth retrying puts it back and tries again after a growing wait, up to the retry limit. */
  async function flush(): Promise<void> {
    flushTimer = null;
    if (sending || queue.length === 0) return;
    sending = true;
    const batch = queue;
    queue = [];
    let failed = false;
    try {
      await transport.sendExposures(batch);
      flushRetries = 0;
    } catch (error) {
      if (isRetryableExperimentFailure(transport.statusOf(error))) {
        failed = true;
        queue = [...batch, ...queue].slice(-EXPOSURE_QUEUE_CAP);
      }
    } finally {
      sending = false;
    }
    if (queue.length === 0 || flushTimer !== null) return;
    if (!failed) scheduleFlush(0);
    else if (flushRetries < EXPERIMENT_RETRY.attempts) {
      scheduleFlush(experimentBackoffMs(flushRetries));
      flushRetries += 1;
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    identify(userId) {
      if (userId === visitor) return;
      const first = visitor === undefined;
      visitor = userId;
      generation += 1;
      queued.clear();
      if (!first) set({ ready: false });
      refresh();
      if (poll === null) poll = setInterval(refresh, flagPollIntervalMs(options.pollIntervalMs));
    },
    expose(exposure) {
      const key = `${exposure.experiment}\u0000${exposure.variant}`;
      if (queued.has(key)) return;
      queued.add(key);
      queue.push(exposure);
      if (queue.length > EXPOSURE_QUEUE_CAP) queue.shift();
      // Sent soon, unless a send or a wait before a retry is under way (it takes the new one along); a new
      // exposure after the retries gave up starts them again.
      if (flushTimer === null && !sending) {
        flushRetries = 0;
        scheduleFlush(0);
      }
    },
    pending: () => [...queue],
    stop() {
      generation += 1;
      if (poll !== null) clearInterval(poll);
      poll = null;
      if (flushTimer !== null) clearTimeout(flushTimer);
      flushTimer = null;
    },
  };
}

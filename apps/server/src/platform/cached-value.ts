/**
 * A value read from the database and trusted for `ttlMs`. Requests that find it stale while it is being
 * read again share that one read, so an expiry under load costs one query, not one per request in flight.
 */
export interface CachedValue<T> {
  get(): Promise<T>;
  /** Drops this node's copy (after a change): the next get reads again, and a read in flight is not kept. */
  forget(): void;
}

export function cachedValue<T>(read: () => Promise<T>, ttlMs: number): CachedValue<T> {
  let cached: { value: T; until: number } | null = null;
  let pending: Promise<T> | null = null;
  let generation = 0;
  return {
    get() {
      if (cached && cached.until > Date.now()) return Promise.resolve(cached.value);
      if (pending) return pending;
      const mine = generation;
      const started = Date.now();
      const reading = read().then(
        (value) => {
          if (generation === mine) cached = { value, until: started + ttlMs };
          if (pending === reading) pending = null;
          return value;
        },
        (error: unknown) => {
          if (pending === reading) pending = null;
          throw error;
        },
      );
      pending = reading;
      return reading;
    },
    forget() {
      generation += 1;
      cached = null;
      pending = null;
    },
  };
}

import { FeedError } from './quote.js';

export interface RateLimiterOptions {
  /** Requests allowed in any window. */
  limit: number;
  windowMs: number;
  /** A request that would have to wait longer than this is refused as `feed_rate_limited`; 0 never waits. */
  maxWaitMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface RateLimiter {
  /** Resolves when a request may go out (waiting up to maxWaitMs), or throws `feed_rate_limited`. */
  acquire(): Promise<void>;
  /** Sends nothing until `ms` from now (the feed answered 429). */
  pause(ms: number): void;
}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A sliding-window limiter: at most `limit` requests in any `windowMs`, slots handed out in call order. */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  /** Start times of granted requests (some maybe still ahead), ascending. */
  let slots: number[] = [];
  let pausedUntil = 0;
  return {
    async acquire() {
      const at0 = now();
      slots = slots.filter((s) => s > at0 - options.windowMs);
      const full = slots.length >= options.limit ? slots[slots.length - options.limit]! + options.windowMs : at0;
      const at = Math.max(at0, full, pausedUntil);
      if (at - at0 > options.maxWaitMs) {
        throw new FeedError('feed_rate_limited', 'request budget spent', { retryAfterMs: at - at0 });
      }
      slots.push(at);
      slots.sort((a, b) => a - b);
      if (at > at0) await sleep(at - at0);
    },
    pause(ms) {
      pausedUntil = Math.max(pausedUntil, now() + ms);
    },
  };
}

/**
 * How the site's experiment client reads its variants and flags and reports what a player was shown.
 * Free of zod and of hashing: the web app's client imports it.
 */

/** The experiment the top-up form reads: a variant of the smallest sum it asks for. */
export const CHANGE_MIN_SUM_EXPERIMENT = 'change-min-sum';

/** The long-lived cookie naming a browser, the unit of a visitor without an account. */
export const DEVICE_COOKIE = 'tastyDevice';

/** A fetch of variants or flags gives up after this long. */
export const EXPERIMENT_FETCH_TIMEOUT_MS = 10_000;
/** Flags and variants are fetched again this often while the site is open. */
export const FLAG_POLL_INTERVAL_MS = 300_000;
/** No polling interval is shorter than this. */
export const FLAG_POLL_MIN_INTERVAL_MS = 60_000;
/** A failed fetch is tried again up to `attempts` times, waiting from `minMs`, times `factor` each time, at most `maxMs`. */
export const EXPERIMENT_RETRY = { attempts: 8, minMs: 500, maxMs: 10_000, factor: 1.5 } as const;
/** Exposures not yet sent are kept up to this many; the oldest give way. */
export const EXPOSURE_QUEUE_CAP = 512;

/**
 * Whether a failed fetch is worth trying again: a network failure or timeout (no status), an answer below 400 that
 * was not the data, a server error, or too many requests. Other refusals would fail again the same way.
 */
export function isRetryableExperimentFailure(status: number | null): boolean {
  return status === null || status === 0 || status < 400 || status >= 500 || status === 429;
}

/** The wait before retry number `retry` (0 for the first), in whole milliseconds. */
export function experimentBackoffMs(retry: number): number {
  const { minMs, maxMs, factor } = EXPERIMENT_RETRY;
  return Math.floor(Math.min(minMs * factor ** Math.max(0, retry), maxMs));
}

/** The polling interval in force: the one asked for, never below the minimum. */
export function flagPollIntervalMs(requested: number = FLAG_POLL_INTERVAL_MS): number {
  return Math.max(requested, FLAG_POLL_MIN_INTERVAL_MS);
}

/** The variant of one experiment a unit is in, and what it carries. */
export interface AssignedVariant {
  key: string;
  payload: unknown;
}

/** The smallest top-up sum (roubles) a `change-min-sum` variant asks for, or null when it names none. */
export function minSumOf(payload: unknown): number | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const value = (payload as { minSum?: unknown }).minSum;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

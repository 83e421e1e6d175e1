import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../core/app-error.js';
import type { Db, Tx } from './index.js';

/** SQLSTATEs after which the whole transaction may simply run again: deadlock, serialization failure. */
const RETRYABLE_STATES = new Set(['40P01', '40001']);
/** Runs of one transaction before the player is asked to try again. */
export const TRANSACTION_ATTEMPTS = 5;

/** An error and the causes under it (drizzle keeps the driver's error as `cause`), a few levels deep. */
export function* causeChain(error: unknown): Generator<object> {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) yield e;
}

/** The SQLSTATE of a database error, looking through the query wrappers. */
function sqlState(error: unknown): string | undefined {
  for (const e of causeChain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function isRetryableConflict(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && RETRYABLE_STATES.has(state);
}

/**
 * Runs `work` in a transaction; when PostgreSQL aborts it as a deadlock victim or
 * a serialization failure it runs again (a short jittered pause between runs), up
 * to TRANSACTION_ATTEMPTS, then answers `busy`. `work` must therefore only touch
 * the database: anything it does outside is done again on a retry.
 */
export async function withTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= TRANSACTION_ATTEMPTS) throw new AppError('busy');
      await sleep(Math.random() * 20 * attempt);
    }
  }
}

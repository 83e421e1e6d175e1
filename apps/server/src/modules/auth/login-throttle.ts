import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { loginThrottles } from '../../platform/db/schema/index.js';

/** Wrong passwords a login may take within LOGIN_FAILURE_WINDOW_MS before it is refused for a while. */
export const LOGIN_FAILURES_ALLOWED = 5;
const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** The first refusal lasts this long; each one after it, until a successful sign-in, twice the last. */
export const LOGIN_LOCK_BASE_MS = 60_000;
const LOGIN_LOCK_MAX_MS = 60 * 60_000;

interface ThrottleState {
  windowStartedAt: Date;
  windowFailures: number;
  lockedUntil: Date | null;
  lockouts: number;
  failures: number;
}

export type AttemptDecision = { allowed: true; state: ThrottleState } | { allowed: false; state: ThrottleState; retryAfterMs: number };

function lockDurationMs(lockouts: number): number {
  return Math.min(LOGIN_LOCK_BASE_MS * 2 ** Math.min(lockouts, 20), LOGIN_LOCK_MAX_MS);
}

/**
 * Whether a new attempt may check its password. Counted as a failure from its start, so attempts in
 * flight at once cannot get past the allowance; a refused attempt is counted for the owner only.
 */
function startAttempt(state: ThrottleState, now: Date): AttemptDecision {
  if (state.lockedUntil && state.lockedUntil > now) {
    return { allowed: false, state: { ...state, failures: state.failures + 1 }, retryAfterMs: state.lockedUntil.getTime() - now.getTime() };
  }
  let next = { ...state, lockedUntil: null };
  const lockOver = state.lockedUntil !== null;
  if (lockOver || now.getTime() - state.windowStartedAt.getTime() >= LOGIN_FAILURE_WINDOW_MS) {
    next = { ...next, windowStartedAt: now, windowFailures: 0 };
  }
  if (next.windowFailures >= LOGIN_FAILURES_ALLOWED) {
    return { allowed: false, state: { ...next, failures: next.failures + 1 }, retryAfterMs: LOGIN_LOCK_BASE_MS };
  }
  return { allowed: true, state: { ...next, windowFailures: next.windowFailures + 1 } };
}

/** After a wrong password: the allowance used up locks the login for the next backoff step. */
function failAttempt(state: ThrottleState, now: Date): ThrottleState {
  const next = { ...state, failures: state.failures + 1 };
  if (next.windowFailures < LOGIN_FAILURES_ALLOWED || (next.lockedUntil && next.lockedUntil > now)) return next;
  return { ...next, lockedUntil: new Date(now.getTime() + lockDurationMs(next.lockouts)), lockouts: next.lockouts + 1 };
}

const freshState = (now: Date): ThrottleState => ({ windowStartedAt: now, windowFailures: 0, lockedUntil: null, lockouts: 0, failures: 0 });

/** Applies `change` to the login's row under a row lock (one short transaction: several nodes share it). */
async function updateThrottle<T extends { state: ThrottleState }>(db: Db, login: string, now: Date, change: (state: ThrottleState) => T): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.insert(loginThrottles).values({ login, ...freshState(now) }).onConflictDoNothing({ target: loginThrottles.login });
    const [row] = await tx.select().from(loginThrottles).where(eq(loginThrottles.login, login)).for('update');
    const result = change(row ?? freshState(now));
    await tx.update(loginThrottles).set(result.state).where(eq(loginThrottles.login, login));
    return result;
  });
}

/** Reserves an attempt for `login`, or says for how long it is refused. */
export function beginLoginAttempt(db: Db, login: string, now = new Date()): Promise<AttemptDecision> {
  return updateThrottle(db, login, now, (state) => startAttempt(state, now));
}

export async function recordLoginFailure(db: Db, login: string, now = new Date()): Promise<void> {
  await updateThrottle(db, login, now, (state) => ({ state: failAttempt(state, now) }));
}

/**
 * A successful sign-in clears the login's record. Returns how many attempts failed since the last
 * sign-in when they got the login refused at least once (someone guessing), else null.
 */
export async function clearLoginThrottle(db: Db, login: string): Promise<number | null> {
  const [row] = await db.delete(loginThrottles).where(eq(loginThrottles.login, login)).returning();
  return row && row.lockouts > 0 ? row.failures : null;
}

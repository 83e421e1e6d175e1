import { isIPv6 } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { loginAttempts } from '../../platform/db/schema/index.js';

/** Wrong passwords a login may take from one address within LOGIN_FAILURE_WINDOW_MS before that address is refused for a while. */
export const LOGIN_FAILURES_ALLOWED = 5;
const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** The first refusal lasts this long; each one after it, until a successful sign-in from the address, twice the last. */
export const LOGIN_LOCK_BASE_MS = 60_000;
const LOGIN_LOCK_MAX_MS = 60 * 60_000;
/** How long an attempt waits, at most, for the attempts in flight ahead of it to settle. */
const QUEUE_WAIT_MAX_MS = 15_000;
const QUEUE_POLL_MS = [20, 40, 80, 160, 320, 500] as const;

interface ThrottleState {
  windowStartedAt: Date;
  windowFailures: number;
  inFlight: number;
  lockedUntil: Date | null;
  lockouts: number;
  failures: number;
}

export type AttemptDecision =
  | { allowed: true; state: ThrottleState }
  | { allowed: false; state: ThrottleState; retryAfterMs: number }
  | { allowed: 'wait'; state: ThrottleState };

function lockDurationMs(lockouts: number): number {
  return Math.min(LOGIN_LOCK_BASE_MS * 2 ** Math.min(lockouts, 20), LOGIN_LOCK_MAX_MS);
}

/**
 * Whether a new attempt may check its password. Wrong passwords and attempts in flight together stay within
 * the allowance, so guesses sent at once cannot get past it; an attempt that finds the allowance taken only by
 * attempts in flight waits for them (they may be the owner's own, and right), while one that finds it taken by
 * wrong passwords is refused and counted for the owner.
 */
function startAttempt(state: ThrottleState, now: Date): AttemptDecision {
  if (state.lockedUntil && state.lockedUntil > now) {
    return { allowed: false, state: { ...state, failures: state.failures + 1 }, retryAfterMs: state.lockedUntil.getTime() - now.getTime() };
  }
  let next = { ...state, lockedUntil: null };
  if (state.lockedUntil !== null || now.getTime() - state.windowStartedAt.getTime() >= LOGIN_FAILURE_WINDOW_MS) {
    // A new window; attempts still counted in flight from long ago belong to a node that stopped.
    next = { ...next, windowStartedAt: now, windowFailures: 0, inFlight: state.lockedUntil !== null ? state.inFlight : 0 };
  }
  if (next.windowFailures >= LOGIN_FAILURES_ALLOWED) {
    return { allowed: false, state: { ...next, failures: next.failures + 1 }, retryAfterMs: LOGIN_LOCK_BASE_MS };
  }
  if (next.windowFailures + next.inFlight >= LOGIN_FAILURES_ALLOWED) return { allowed: 'wait', state };
  return { allowed: true, state: { ...next, inFlight: next.inFlight + 1 } };
}

/** After a wrong password: the allowance used up locks the address for the next backoff step. */
function failAttempt(state: ThrottleState, now: Date): ThrottleState {
  const next = { ...state, inFlight: Math.max(0, state.inFlight - 1), windowFailures: state.windowFailures + 1, failures: state.failures + 1 };
  if (next.windowFailures < LOGIN_FAILURES_ALLOWED || (next.lockedUntil && next.lockedUntil > now)) return next;
  return { ...next, lockedUntil: new Date(now.getTime() + lockDurationMs(next.lockouts)), lockouts: next.lockouts + 1 };
}

/** After the right password: the address starts afresh (attempts of it still in flight stay counted). */
const succeedAttempt = (state: ThrottleState, now: Date): ThrottleState => ({ ...freshState(now), inFlight: Math.max(0, state.inFlight - 1) });

const freshState = (now: Date): ThrottleState => ({ windowStartedAt: now, windowFailures: 0, inFlight: 0, lockedUntil: null, lockouts: 0, failures: 0 });

/** What the throttle counts an address as: an IPv4 address whole, an IPv6 address by its /64 (one subscriber's network). */
export function throttleAddress(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (v4) return v4;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const groups = head ? head.split(':') : [];
  const rest = tail ? tail.split(':') : [];
  const full = ip.includes('::') ? [...groups, ...Array<string>(8 - groups.length - rest.length).fill('0'), ...rest] : groups;
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

interface AttemptKey {
  login: string;
  address: string;
}

/** Applies `change` to the row of the login and address under a row lock (one short transaction: several nodes share it). */
async function updateThrottle<T extends { state: ThrottleState }>(db: Db, key: AttemptKey, now: Date, change: (state: ThrottleState) => T): Promise<T> {
  const where = and(eq(loginAttempts.login, key.login), eq(loginAttempts.address, key.address));
  return db.transaction(async (tx) => {
    await tx
      .insert(loginAttempts)
      .values({ ...key, ...freshState(now) })
      .onConflictDoNothing({ target: [loginAttempts.login, loginAttempts.address] });
    const [row] = await tx.select().from(loginAttempts).where(where).for('update');
    const result = change(row ?? freshState(now));
    await tx.update(loginAttempts).set(result.state).where(where);
    return result;
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reserves an attempt for `login` from `ip`, or says for how long it is refused. While the allowance is
 * taken only by attempts in flight it waits for them, up to QUEUE_WAIT_MAX_MS (then refused).
 */
export async function beginLoginAttempt(db: Db, login: string, ip: string): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
  const key = { login, address: throttleAddress(ip) };
  const started = Date.now();
  for (let polls = 0; ; polls += 1) {
    const now = new Date();
    const decision = await updateThrottle(db, key, now, (state) => startAttempt(state, now));
    if (decision.allowed === true) return { allowed: true };
    if (decision.allowed === false) return { allowed: false, retryAfterMs: decision.retryAfterMs };
    if (Date.now() - started >= QUEUE_WAIT_MAX_MS) return { allowed: false, retryAfterMs: 1000 };
    await sleep(QUEUE_POLL_MS[Math.min(polls, QUEUE_POLL_MS.length - 1)]!);
  }
}

export async function recordLoginFailure(db: Db, login: string, ip: string, now = new Date()): Promise<void> {
  await updateThrottle(db, { login, address: throttleAddress(ip) }, now, (state) => ({ state: failAttempt(state, now) }));
}

/**
 * A successful sign-in clears its address's record. Returns how many attempts (wrong or refused) failed for
 * the login from any address since its last sign-in, when they got an address refused at least once (someone
 * guessing), else null; from then on they count as told. Other addresses stay refused.
 */
export async function clearLoginThrottle(db: Db, login: string, ip: string, now = new Date()): Promise<number | null> {
  const address = throttleAddress(ip);
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(loginAttempts).where(eq(loginAttempts.login, login)).orderBy(loginAttempts.address).for('update');
    const own = rows.find((row) => row.address === address);
    if (own) await tx.update(loginAttempts).set(succeedAttempt(own, now)).where(and(eq(loginAttempts.login, login), eq(loginAttempts.address, address)));
    const failed = rows.reduce((sum, row) => sum + row.failures, 0);
    if (failed > 0) await tx.update(loginAttempts).set({ failures: 0 }).where(eq(loginAttempts.login, login));
    return failed > 0 && rows.some((row) => row.lockouts > 0) ? failed : null;
  });
}

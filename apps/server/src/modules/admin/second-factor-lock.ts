import texts from '@tastydrop/domain/locales/ru/sign-in.json' with { type: 'json' };
import { AppError } from '../../core/app-error.js';

/** Wrong codes a console account may enter in a row before its second factor is locked for a while. */
export const SECOND_FACTOR_FAILURES_ALLOWED = 5;
/** The first lock lasts this long; each one after it, until a code is accepted, twice the last. */
export const SECOND_FACTOR_LOCK_BASE_MS = 60_000;
const SECOND_FACTOR_LOCK_MAX_MS = 60 * 60_000;

/** The lock's columns of a console account. */
export interface FactorGuard {
  totpFailures: number;
  totpLockedUntil: Date | null;
  totpLockouts: number;
}

/** A guard after an accepted code: no failures, no lock, the backoff starts over. */
export const CLEARED_GUARD: FactorGuard = { totpFailures: 0, totpLockedUntil: null, totpLockouts: 0 };

/** How long the factor stays locked, or null when a code may be checked. */
export function lockedForMs(guard: FactorGuard, now: Date): number | null {
  return guard.totpLockedUntil && guard.totpLockedUntil > now ? guard.totpLockedUntil.getTime() - now.getTime() : null;
}

/** The guard after a wrong code: the allowance used up locks the factor for the next backoff step. */
export function afterFailure(guard: FactorGuard, now: Date): FactorGuard & { lockedNow: boolean } {
  const failures = guard.totpFailures + 1;
  if (failures < SECOND_FACTOR_FAILURES_ALLOWED) return { ...guard, totpFailures: failures, lockedNow: false };
  const lockMs = Math.min(SECOND_FACTOR_LOCK_BASE_MS * 2 ** Math.min(guard.totpLockouts, 20), SECOND_FACTOR_LOCK_MAX_MS);
  return { totpFailures: 0, totpLockedUntil: new Date(now.getTime() + lockMs), totpLockouts: guard.totpLockouts + 1, lockedNow: true };
}

/** The refusal while locked, saying when to try again. */
export function lockedError(ms: number): AppError {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return new AppError('second_factor_locked', { retryAfter: Math.ceil(ms / 1000) }, texts.secondFactorLocked.replace('{minutes}', String(minutes)));
}

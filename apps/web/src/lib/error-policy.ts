import type { ErrorCode } from '@tastydrop/domain';
import { isApiError } from './api-client';

export type ErrorAction = 'logout' | 'alert' | 'ignore';

/**
 * What the app does with a failed call, decided by code: `authentication`, or `unpredicted`
 * from the server, on an authenticated call ends the session; other failures show an alert unless the caller
 * asked for silence. A network failure (status 0) never ends the session.
 */
export function errorAction(error: unknown, silent: boolean): { action: ErrorAction; code: ErrorCode } {
  if (!isApiError(error)) return { action: silent ? 'ignore' : 'alert', code: 'unpredicted' };
  const endsSession =
    error.authenticated && (error.code === 'authentication' || (error.code === 'unpredicted' && error.status >= 500));
  if (endsSession) return { action: 'logout', code: error.code };
  return { action: silent ? 'ignore' : 'alert', code: error.code };
}

/** Refusals whose server text says more than the code's own (which limit or break, how much is left, until when, when to retry). */
const SELF_EXPLAINED = new Set<string>(['play_limit_reached', 'play_blocked', 'age_refused', 'login_throttled', 'second_factor_locked']);

/** The server's own Russian text of a refusal that carries one, to show instead of a form's generic error. */
export function refusalText(error: unknown): string | undefined {
  return isApiError(error) && SELF_EXPLAINED.has(error.code) && error.msg ? error.msg : undefined;
}

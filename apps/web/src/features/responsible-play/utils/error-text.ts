import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';

/** A failed call as Russian text: a refusal's own message (it names the limit and when it resets), else the catalogue text. */
export function errorText(error: unknown, te: TFunction<'errors'>): string {
  if (!isApiError(error)) return te('unpredicted');
  if ((error.code === 'play_limit_reached' || error.code === 'play_blocked') && error.msg) return error.msg;
  return te(error.code);
}

import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';

/** A failed console call in plain Russian: the server's error text, or the generic one. */
export function supportErrorText(t: TFunction, error: unknown): string {
  return isApiError(error) ? t(error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' });
}

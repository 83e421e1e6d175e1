import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';

const KNOWN = new Set(['balance_error', 'techies_game_active', 'techies_game_not_active', 'techies_cell_opened', 'techies_nothing_to_cash', 'feature_disabled', 'rate_limited', 'busy']);

/** A failed call as the page shows it: the game's own Russian text per code, else the unknown-error text. */
export function techiesErrorText(error: unknown, t: TFunction<'techies'>): string {
  return isApiError(error) && KNOWN.has(error.code) ? t(`errors.${error.code}`) : t('errors.unknown');
}

import type { TFunction } from 'i18next';
import { formatPrice } from '../../../components/ui/price-tag';
import { isApiError } from '../../../lib/api-client';

const KNOWN = new Set(['itemsNotSelected', 'upgradeItemNotSelected', 'itemDroppedSumHigher', 'notFoundOutdated', 'upgrade_multiplier_too_high', 'upgradeMultiplierTooHigh', 'balance_error', 'rate_limited', 'busy']);

/** A coded failure shows upgrades.errors.{code} with the minimum; anything else the unknown-error text. */
export function upgradeErrorText(error: unknown, t: TFunction<'upgrades'>): string {
  if (!isApiError(error) || !KNOWN.has(error.code)) return t('errors.unknown');
  const minimum = typeof error.parameters.minimum === 'number' ? formatPrice(error.parameters.minimum, 'GOLD') : '';
  return t(`errors.${error.code}`, { minimum });
}

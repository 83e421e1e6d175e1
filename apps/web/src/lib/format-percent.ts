/**
 * A percentage for display: at most two decimals, trailing zeros dropped; a chance above zero but under
 * 0.01 % shows as "<0.01" rather than a misleading 0. The caller adds the "%" sign through i18n.
 */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return '0';
  if (value > 0 && value < 0.01) return '<0.01';
  return String(Number(value.toFixed(2)));
}

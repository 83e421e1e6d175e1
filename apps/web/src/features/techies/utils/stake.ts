import { fromWire, TECHIES_MAX_STAKE, TECHIES_MIN_STAKE, toWire } from '@tastydrop/domain';

/** The stake field's text as kopecks, or null when it is not an amount the game takes (1 ₽ … 100 000 ₽, two decimals). */
export function parseStake(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(clean)) return null;
  const kopecks = fromWire(Number(clean));
  return kopecks >= TECHIES_MIN_STAKE && kopecks <= TECHIES_MAX_STAKE ? kopecks : null;
}

/** The field's text for an amount in kopecks, clamped to the limits. */
export function stakeText(kopecks: number): string {
  const clamped = Math.min(TECHIES_MAX_STAKE, Math.max(TECHIES_MIN_STAKE, Math.floor(kopecks)));
  return toWire(clamped).toFixed(2);
}

/** Half or double the stake, staying within the limits (an unreadable field starts from the minimum). */
export function scaleStake(text: string, factor: 0.5 | 2): string {
  return stakeText((parseStake(text) ?? TECHIES_MIN_STAKE) * factor);
}

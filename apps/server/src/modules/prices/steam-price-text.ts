import { quotePrice } from './quote.js';

/** Digits grouped by thousands with a space, a no-break or a narrow no-break space, or not grouped. */
const STEAM_ROUBLES = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})*|\d+)(?:,(\d{1,2}))?[ \u00a0\u202f]*(?:[pр]уб\.?|₽)$/;

/**
 * Steam's localised RUB price as kopecks: "1 234,56 pуб." (a comma before the kopecks; the rouble sign written
 * "pуб.", "руб." or "₽"). Anything else, another currency's sign included, or an unbelievable price, is null.
 */
export function parseSteamRoubles(text: string): number | null {
  const match = STEAM_ROUBLES.exec(text.trim());
  if (!match) return null;
  const whole = match[1]!.replace(/[ \u00a0\u202f]/g, '');
  return quotePrice(Number(`${whole}.${match[2] ?? '0'}`));
}

/** Steam's sales count ("1,234": an English-grouped integer), or null. */
export function parseSteamVolume(text: string): number | null {
  const match = /^(\d{1,3}(?:,\d{3})*|\d+)$/.exec(text.trim());
  return match ? Number(match[1]!.replace(/,/g, '')) : null;
}

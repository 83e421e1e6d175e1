import { roll } from './fairness.js';

/**
 * Counter-Strike wear: every CS skin drop carries a float in [0, 1) that decides its exterior.
 * The float is rolled from the same seed pair and nonce as the drop, on its own cursor
 * (FLOAT_CURSOR_OFFSET + the item's cursor), and mapped into the dropped item's float range: the
 * exterior's own range intersected with the skin's range. So anyone can recompute it.
 */

/** Exteriors by float, best first, with the game's own bounds (min inclusive, max exclusive). */
export const CS_EXTERIORS = [
  { code: 'FN', name: 'Factory New', min: 0, max: 0.07 },
  { code: 'MW', name: 'Minimal Wear', min: 0.07, max: 0.15 },
  { code: 'FT', name: 'Field-Tested', min: 0.15, max: 0.38 },
  { code: 'WW', name: 'Well-Worn', min: 0.38, max: 0.45 },
  { code: 'BS', name: 'Battle-Scarred', min: 0.45, max: 1 },
] as const;
export type CsExteriorCode = (typeof CS_EXTERIORS)[number]['code'];

/** The float of item number `cursor` of an open is rolled on cursor FLOAT_CURSOR_OFFSET + cursor. */
export const FLOAT_CURSOR_OFFSET = 1000;

/** Float values are kept to this many decimal places (as the game shows them). */
export const FLOAT_DECIMALS = 10;

export interface FloatRange {
  min: number;
  max: number;
}

/** The cursor whose roll gives the float of the item rolled on `cursor`. */
export function floatCursor(cursor: number): number {
  return FLOAT_CURSOR_OFFSET + cursor;
}

/** Maps a roll x in [0, 1) into the range, rounded down to FLOAT_DECIMALS places (never below min, always below max). */
export function floatFromRoll(x: number, range: FloatRange): number {
  const scale = 10 ** FLOAT_DECIMALS;
  const value = Math.max(Math.floor((range.min + x * (range.max - range.min)) * scale) / scale, range.min);
  // The top of the range belongs to the next exterior.
  return value < range.max ? value : (Math.ceil(range.max * scale) - 1) / scale;
}

/** The float of a drop: the roll on the float cursor, mapped into the item's float range. */
export function rollFloat(serverSeed: string, clientSeed: string, nonce: number, cursor: number, range: FloatRange): number {
  return floatFromRoll(roll(serverSeed, clientSeed, nonce, floatCursor(cursor)), range);
}

/** The exterior a float falls in. */
export function exteriorOfFloat(value: number): CsExteriorCode {
  const found = CS_EXTERIORS.find((e) => value < e.max);
  return (found ?? CS_EXTERIORS[CS_EXTERIORS.length - 1]!).code;
}

/** The exterior named at the end of a market name (`AK-47 | Redline (Field-Tested)` → FT), or null. */
export function exteriorOfName(name: string): CsExteriorCode | null {
  const match = /\(([A-Za-z -]+)\)\s*$/.exec(name);
  return CS_EXTERIORS.find((e) => e.name === match?.[1])?.code ?? null;
}

/** The part of an exterior's range that a skin's own float range reaches, or null when they do not meet. */
export function exteriorFloatRange(code: CsExteriorCode, skin: FloatRange): FloatRange | null {
  const e = CS_EXTERIORS.find((x) => x.code === code)!;
  const min = Math.max(e.min, skin.min);
  const max = Math.min(e.max, skin.max);
  return min < max ? { min, max } : null;
}

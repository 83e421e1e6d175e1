/**
 * Shares, percentages and basis points: a share is a fraction (0.925), a percentage the same times 100 (92.5),
 * basis points a percentage times 100 as an integer (9250). With money.ts these are the only places that scale
 * by 100 (scripts/check-money-units.mjs).
 */

/** 0.925 → 92.5, unrounded. */
export function shareToPercent(share: number): number {
  return share * 100;
}

/** 92.5 → 0.925. */
export function percentToShare(percent: number): number {
  return percent / 100;
}

/** A share as a percentage rounded to `decimals` places (1 / 3 → 33.33 with the default two). */
export function roundedPercent(share: number, decimals = 2): number {
  const scale = 10 ** decimals;
  return Math.round(share * 100 * scale) / scale;
}

/** 1250 → 12.5. */
export function bpToPercent(bp: number): number {
  return bp / 100;
}

/** 12.5 → 1250 (whole basis points). */
export function percentToBp(percent: number): number {
  return Math.round(percent * 100);
}

/** `percent` % of an amount in minor units, rounded down to a whole minor unit (what a bonus of that share books). */
export function percentOfMinor(minor: number, percent: number): number {
  return Math.floor((minor * percent) / 100 + 1e-9);
}

/** A percentage rounded to `decimals` places (12.345 → 12.35 with the default two). */
export function roundPercent(percent: number, decimals = 2): number {
  const scale = 10 ** decimals;
  return Math.round(percent * scale) / scale;
}

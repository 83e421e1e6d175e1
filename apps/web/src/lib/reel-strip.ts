import type { DropItem } from '@tastydrop/domain';

/** Cards on a reel and the index the reel stops on (enough cards before it for a long, fast spin). */
export const REEL_LENGTH = 60;
export const REEL_LANDING_INDEX = 52;

export type ReelDrop = DropItem & { weight: number };

/** A random drop of the case, weighted by its chance. */
export function pickWeighted<T extends { weight: number }>(drops: readonly T[], random: () => number): T {
  const total = drops.reduce((sum, d) => sum + Math.max(0, d.weight), 0);
  let point = random() * total;
  for (const drop of drops) {
    point -= Math.max(0, drop.weight);
    if (point < 0) return drop;
  }
  return drops[drops.length - 1]!;
}

/**
 * The cards of one reel (case and battle reels alike): random drops of the case weighted by chance, with the won item at `landingIndex`
 * (the case's own entry for it, so the strip holds only case drops).
 */
export function buildReelStrip<T extends { id: number }>(
  drops: readonly (T & { weight: number })[],
  winner: T,
  random: () => number = Math.random,
  length = REEL_LENGTH,
  landingIndex = REEL_LANDING_INDEX,
): T[] {
  if (drops.length === 0) return [winner];
  const won = drops.find((d) => d.id === winner.id) ?? winner;
  return Array.from({ length }, (_, i) => (i === landingIndex ? won : pickWeighted(drops, random)));
}

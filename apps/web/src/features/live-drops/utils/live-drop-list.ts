import type { LiveDrop } from '@tastydrop/domain';

/** How many drops the strip keeps (the server's list has as many). */
export const LIVE_DROPS_KEPT = 20;

/** The latest drops: the new one first, no duplicates, at most `cap`. */
export function mergeLatest(list: readonly LiveDrop[], drop: LiveDrop, cap = LIVE_DROPS_KEPT): LiveDrop[] {
  return [drop, ...list.filter((d) => d.id !== drop.id)].slice(0, cap);
}

/** The best drops: most expensive first (newer first on equal prices), at most `cap`. */
export function mergeTop(list: readonly LiveDrop[], drop: LiveDrop, cap = LIVE_DROPS_KEPT): LiveDrop[] {
  if (list.some((d) => d.id === drop.id)) return [...list];
  return [...list, drop].sort((a, b) => b.item.price - a.item.price || b.id - a.id).slice(0, cap);
}

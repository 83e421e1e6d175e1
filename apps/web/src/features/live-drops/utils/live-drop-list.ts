import type { LiveDrop } from '@tastydrop/domain';
import type { RealtimeEvent } from '../../../lib/realtime';

/** How many drops the strip keeps (the server's list has as many). */
export const LIVE_DROPS_KEPT = 20;
const LIVE_DROP_EVENT = 'live_drop';

let parser: Promise<(value: unknown) => LiveDrop | null> | null = null;

/**
 * The drop carried by a `live_drop` message of the live channel, or null for anything else.
 * The wire schema (and the validation library with it) loads with the first message, not
 * with the first page; messages still settle in the order they came.
 */
export async function liveDropOf(event: RealtimeEvent): Promise<LiveDrop | null> {
  if (event.event !== LIVE_DROP_EVENT) return null;
  parser ??= import('./live-drop-schema').then((m) => m.parseLiveDrop);
  return (await parser)(event.drop);
}

/** The latest drops: the new one first, no duplicates, at most `cap`. */
export function mergeLatest(list: readonly LiveDrop[], drop: LiveDrop, cap = LIVE_DROPS_KEPT): LiveDrop[] {
  return [drop, ...list.filter((d) => d.id !== drop.id)].slice(0, cap);
}

/** The best drops: most expensive first (newer first on equal prices), at most `cap`. */
export function mergeTop(list: readonly LiveDrop[], drop: LiveDrop, cap = LIVE_DROPS_KEPT): LiveDrop[] {
  if (list.some((d) => d.id === drop.id)) return [...list];
  return [...list, drop].sort((a, b) => b.item.price - a.item.price || b.id - a.id).slice(0, cap);
}

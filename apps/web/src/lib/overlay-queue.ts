/**
 * The popups that may open by themselves (after login, after a link, after a prize), first to last. The first
 * waiting one takes the turn; the others wait until it closes. Once a popup is on screen, one that arrives later
 * never pushes it aside, even if it ranks higher: it closes first.
 */
export const OVERLAY_ORDER = ['promo', 'scamWarning', 'leaderboardReward', 'personalOffer', 'experience', 'infoPopup'] as const;
export type OverlayId = (typeof OVERLAY_ORDER)[number];

export interface OverlayQueue {
  /** The popups that want to show, in the order they asked. */
  waiting: readonly OverlayId[];
  /** The one whose turn it is, or null. */
  active: OverlayId | null;
  /** Whether the active one is on screen yet (until then a higher-ranking one may take its turn). */
  shown: boolean;
}

export const EMPTY_OVERLAY_QUEUE: OverlayQueue = { waiting: [], active: null, shown: false };

function settle(queue: OverlayQueue, waiting: readonly OverlayId[]): OverlayQueue {
  if (queue.active !== null && queue.shown && waiting.includes(queue.active)) return { ...queue, waiting };
  const active = OVERLAY_ORDER.find((id) => waiting.includes(id)) ?? null;
  return { waiting, active, shown: active !== null && active === queue.active && queue.shown };
}

/** A popup wants its turn. */
export function requestOverlay(queue: OverlayQueue, id: OverlayId): OverlayQueue {
  if (queue.waiting.includes(id)) return queue;
  return settle(queue, [...queue.waiting, id]);
}

/** A popup closed or no longer wants to show; the next one in order takes the turn. */
export function releaseOverlay(queue: OverlayQueue, id: OverlayId): OverlayQueue {
  if (!queue.waiting.includes(id)) return queue;
  return settle(
    queue,
    queue.waiting.filter((w) => w !== id),
  );
}

/** The popup whose turn it is is on screen now: it keeps the turn until it closes. */
export function markOverlayShown(queue: OverlayQueue, id: OverlayId): OverlayQueue {
  return queue.active === id && !queue.shown ? { ...queue, shown: true } : queue;
}

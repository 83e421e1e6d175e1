/**
 * Free cases given as prizes (each with a counter type): a promo code, an event,
 * a mission or the PWA install bonus names a catalog case by slug and how many opens it gives;
 * `hours` turns the counter into type time (the opens last that long).
 */
export interface FreeCaseGift {
  caseSlug: string;
  opens: number;
  hours?: number | null;
}

/** What a mission or the PWA bonus pays: coins, money (kopecks, hundredths of a coin) or a free case. */
export type PrizeSpec = { kind: 'coins'; amount: number } | { kind: 'money'; amount: number } | { kind: 'freeCase'; gift: FreeCaseGift };

/** Milliseconds a time-counter gift lasts, or null for a quantity counter. */
export function giftDurationMs(gift: FreeCaseGift): number | null {
  return gift.hours ? gift.hours * 60 * 60 * 1000 : null;
}

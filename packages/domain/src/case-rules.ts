import { NEW_EVENT_HOURS } from './constants.js';
import type { LabelType } from './game.js';

/** What the label priority looks at (a subset of the Case entity). */
export interface CaseLabelInput {
  name: string;
  title?: string;
  available: boolean;
  isLanding?: boolean;
  isOffer: boolean;
  priceData: { currency: string };
  multifixNumber: number | null;
  multicastData: { range: number[] } | null;
  labelData: { type: LabelType; name: string; color: string; freeOpens: number | null } | null;
  everyNOpenFree: number | null;
}

export type CaseBadge =
  | { kind: 'ended' }
  | { kind: 'multifix'; value: number }
  | { kind: 'multicast'; from: number; to: number }
  | { kind: 'named'; text: string }
  | { kind: 'free'; every: number }
  | { kind: 'label'; type: LabelType; name: string; color: string };

const ORDER_AFTER_FREE: LabelType[] = ['update', 'bestseller', 'cashback', 'exclusive', 'custom'];

/**
 * The one label a case card shows, by priority: ended (unless the
 * landing case, an offer or coin priced), multifix, multicast range with two values,
 * a name with Multicast or Clutch, new, free every N opens, update, bestseller,
 * cashback, exclusive, custom.
 */
export function caseBadge(c: CaseLabelInput): CaseBadge | null {
  const coinPriced = c.priceData.currency === 'TASTY_COIN';
  if (!c.available && !c.isLanding && !c.isOffer && !coinPriced) return { kind: 'ended' };
  if (c.multifixNumber) return { kind: 'multifix', value: c.multifixNumber };
  const range = c.multicastData?.range ?? [];
  if (range.length === 2) return { kind: 'multicast', from: range[0]!, to: range[1]! };
  const title = `${c.name} ${c.title ?? ''}`;
  const named = /multicast|clutch/i.exec(title);
  if (named) return { kind: 'named', text: named[0] };
  const label = c.labelData;
  if (label?.type === 'new') return { kind: 'label', type: 'new', name: label.name, color: label.color };
  if (c.everyNOpenFree) return { kind: 'free', every: c.everyNOpenFree };
  if (label?.type === 'free') return { kind: 'label', type: 'free', name: label.name, color: label.color };
  for (const type of ORDER_AFTER_FREE) {
    if (label?.type === type) return { kind: 'label', type, name: label.name, color: label.color };
  }
  if (label) return { kind: 'label', type: label.type, name: label.name, color: label.color };
  return null;
}

/** A case is locked if its level exceeds the player's or it is marked locked. */
export function isCaseLocked(c: { level: number; locked: boolean }, userLevel: number): boolean {
  return c.locked || c.level > userLevel;
}

/** Whether something created at `createdAt` still counts as new (168 hours). */
export function isNew(createdAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - createdAt.getTime() < NEW_EVENT_HOURS * 3600 * 1000;
}

/** Expected value of a drop table (same units as prices) and return to player in percent. */
export function expectedValue(drops: readonly { weight: number; price: number }[], itemsPerOpen = 1): number {
  const total = drops.reduce((a, d) => a + d.weight, 0);
  if (total <= 0) return 0;
  return (drops.reduce((a, d) => a + d.weight * d.price, 0) / total) * itemsPerOpen;
}

/** Average items per open: the fixed count, the middle of a multicast range, or one. */
export function itemsPerOpen(c: { multifixNumber: number | null; multicastRange: readonly number[] | null }): number {
  if (c.multifixNumber) return c.multifixNumber;
  if (c.multicastRange && c.multicastRange.length === 2) return (c.multicastRange[0]! + c.multicastRange[1]!) / 2;
  return 1;
}

/** Price per open once every-N-free opens are spread over N opens. */
export function effectivePrice(price: number, everyNOpenFree: number | null): number {
  return everyNOpenFree && everyNOpenFree > 1 ? (price * (everyNOpenFree - 1)) / everyNOpenFree : price;
}

export function returnToPlayer(ev: number, price: number): number {
  return price > 0 ? Math.round((ev / price) * 10_000) / 100 : 0;
}

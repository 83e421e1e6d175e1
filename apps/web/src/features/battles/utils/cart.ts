import { fromWire, toWire } from '@tastydrop/domain';
import type { BattleSectionCase } from '../types';

/** The cases picked for a new battle: case id → number of rounds. */
export type Cart = ReadonlyMap<number, number>;

export type CartAlert = 'max_rounds' | 'too_many_rounds' | null;

export function cartRounds(cart: Cart): number {
  let rounds = 0;
  for (const count of cart.values()) rounds += count;
  return rounds;
}

/** The entry price of one seat: every round's case price, in kopecks to avoid float drift. */
export function cartTotal(cart: Cart, cases: ReadonlyMap<number, BattleSectionCase>): number {
  let kopecks = 0;
  for (const [id, count] of cart) kopecks += fromWire(cases.get(id)?.price ?? 0) * count;
  return toWire(kopecks);
}

/**
 * Adds `delta` rounds of one case. Adding past `maxRounds` is refused with `too_many_rounds`;
 * reaching the limit exactly says `max_rounds`.
 */
export function changeCart(cart: Cart, caseId: number, delta: number, maxRounds: number): { cart: Cart; alert: CartAlert } {
  const current = cart.get(caseId) ?? 0;
  const next = Math.max(0, current + delta);
  const rounds = cartRounds(cart) - current + next;
  if (delta > 0 && rounds > maxRounds) return { cart, alert: 'too_many_rounds' };
  const updated = new Map(cart);
  if (next === 0) updated.delete(caseId);
  else updated.set(caseId, next);
  return { cart: updated, alert: delta > 0 && rounds === maxRounds ? 'max_rounds' : null };
}

/** The create call's case list, in the order picked. */
export function cartToRequest(cart: Cart): { id: number; count: number }[] {
  return [...cart].map(([id, count]) => ({ id, count }));
}

import { fromWire, toWire } from '@tastydrop/domain';

/** What comes back to the balance: the price difference, never negative, in two-decimal money. */
export function refundOf(itemPrice: number, replacementPrice: number): number {
  return toWire(Math.max(0, fromWire(itemPrice) - fromWire(replacementPrice)));
}

/** What comes back to the balance: the price difference, never negative, in two-decimal money. */
export function refundOf(itemPrice: number, replacementPrice: number): number {
  return Math.max(0, Math.round(itemPrice * 100) - Math.round(replacementPrice * 100)) / 100;
}

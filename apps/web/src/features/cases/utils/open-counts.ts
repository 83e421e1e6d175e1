import { ceilToRouble, fromWire, toWire } from '@tastydrop/domain';

/** The counts the selector offers (x1…x5). */
export const OPEN_COUNTS = [1, 2, 3, 4, 5] as const;

export interface OpenPricing {
  price: number;
  currency: string;
  everyNOpenFree: number | null;
  /** Which of the player's next opens is free (1 = the next one), for every-N-free cases. */
  nextFreeIn: number | null;
}

export interface Wallet {
  balance: number;
  coinBalance: number;
}

/** How many of the next `count` opens are free (the server's every-N counter, seen from the player's side). */
export function freeOpensAmong(count: number, everyN: number | null, nextFreeIn: number | null): number {
  if (!everyN || !nextFreeIn || count < nextFreeIn) return 0;
  return 1 + Math.floor((count - nextFreeIn) / everyN);
}

/** What `count` opens cost, in minor units. */
export function costOf(count: number, pricing: OpenPricing): number {
  const paid = count - freeOpensAmong(count, pricing.everyNOpenFree, pricing.nextFreeIn);
  return fromWire(pricing.price) * paid;
}

/** Whether the wallet pays `count` opens: coin cases from the coin balance, the others from the money balance. */
export function canAfford(count: number, pricing: OpenPricing, wallet: Wallet): boolean {
  const funds = pricing.currency === 'TASTY_COIN' ? wallet.coinBalance : wallet.balance;
  return costOf(count, pricing) <= fromWire(funds);
}

/** The largest offered count the wallet pays, or 0 when not even one open is affordable. */
export function maxAffordable(pricing: OpenPricing, wallet: Wallet): number {
  return OPEN_COUNTS.filter((count) => canAfford(count, pricing, wallet)).at(-1) ?? 0;
}

/** What the wallet lacks for `count` opens, in minor units (0 when it pays them). */
export function shortfall(count: number, pricing: OpenPricing, wallet: Wallet): number {
  const funds = fromWire(pricing.currency === 'TASTY_COIN' ? wallet.coinBalance : wallet.balance);
  return Math.max(0, costOf(count, pricing) - funds);
}

/** The top-up page with the missing sum in whole roubles, rounded up, prefilled. */
export function refillFor(missingMinor: number): string {
  return `/refill?amount=${toWire(ceilToRouble(missingMinor))}`;
}

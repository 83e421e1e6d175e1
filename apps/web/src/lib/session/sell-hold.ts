import { fromWire, toWire } from '@tastydrop/domain';

/**
 * Positive balance changes held back while a sale is settling: a live sale (`statechange` of type selled) starts
 * the hold, and its `sell_done` releases what was held, so the gain shows once, when the sale is done. Decreases
 * always pass at once.
 */
export interface SellHold<K extends string> {
  readonly holding: boolean;
  /** Starts holding (a live sale began). */
  hold(): void;
  /** A change of one balance: the amount to show now, or null when it is held back. */
  offer(kind: K, amount: number): number | null;
  /** Stops holding (sell_done) and returns the held gains, summed per balance. */
  release(): Partial<Record<K, number>>;
}

export function createSellHold<K extends string>(): SellHold<K> {
  let holding = false;
  let held: Partial<Record<K, number>> = {};
  return {
    get holding() {
      return holding;
    },
    hold() {
      holding = true;
    },
    offer(kind, amount) {
      if (!holding || amount <= 0) return amount;
      // Summed in minor units: two-decimal amounts add up without float noise.
      held[kind] = toWire(fromWire(held[kind] ?? 0) + fromWire(amount));
      return null;
    },
    release() {
      const out = held;
      holding = false;
      held = {};
      return out;
    },
  };
}

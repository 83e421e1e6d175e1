/** What selling and selling in batches share: the request, the answer and the ledger reference. */

/** Which items to sell: the given ones (all of them or none), or every available item. */
export type SellSelection = { ids: number[] } | { all: true };

/** In kopecks. */
export interface SaleResult {
  balance: number;
  /** The player's coin balance as the sale leaves it (a sale never changes it). */
  coinBalance: number;
  totalAmountItems: number;
  /** What the sold items were worth together. */
  price: number;
  soldIds: number[];
}

/** The ledger reference of a sale (the same on the single and the batched path). */
export function saleRef(soldIds: readonly number[]): string {
  return soldIds.length === 1 ? `inventory:${soldIds[0]}` : `inventory:${soldIds[0]}..${soldIds.at(-1)}x${soldIds.length}`;
}

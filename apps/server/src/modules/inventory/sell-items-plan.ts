import { AppError } from '../../core/app-error.js';
import type { LockMode } from '../../platform/db/request-batcher.js';
import { assertOneKind, uniqueIds } from './lock-items.js';
import { saleRef, type SellSelection } from './sale.js';
import type { PlannedSale, SellRead } from './sell-items-sql.js';

/**
 * Selling's rules, the only place they live (docs/decisions/030-one-rule-engine.md): a sale takes
 * the player's available items (the given ones, all of them or none, never special items mixed with
 * others; or every available item) and credits what they were worth. Pure: runs against the locked
 * rows of a batch, in arrival order, updating the running state.
 */

export interface SellRequest {
  userId: number;
  selection: SellSelection;
}

/** A sale the batch writes (`price` 0 and no ids when there was nothing to sell). */
export interface PlannedSaleResult extends PlannedSale {
  /** The money balance right after this sale. */
  balance: number;
  coinBalance: number;
  /** What this player's sales of the batch took from their available items, this one included. */
  soldSoFar: number;
}

export type SalePlan = { kind: 'ok'; sale: PlannedSaleResult } | { kind: 'error'; error: unknown } | { kind: 'deferred' };

/** Plans every sale in arrival order; a sale that fails changes nothing. */
export function planSales(requests: readonly SellRequest[], state: SellRead, mode: LockMode): SalePlan[] {
  const sold = new Map<number, number>();
  return requests.map((request) => {
    const { userId, selection } = request;
    const balance = state.balances.get(userId);
    // Waiting for the rows, a player without a row has nothing to sell and a balance of 0.
    if (mode === 'skip' && (balance === undefined || state.held.has(userId))) return { kind: 'deferred' };
    const mine = (id: number) => {
      const item = state.items.get(id);
      return item && item.userId === userId && item.status === 'progress' ? { id, ...item } : null;
    };
    let sellable: { id: number; price: number; type: number }[];
    try {
      if ('ids' in selection) {
        const wanted = uniqueIds(selection.ids);
        sellable = wanted.flatMap((id) => mine(id) ?? []).sort((a, b) => a.id - b.id);
        if (sellable.length !== wanted.length) {
          throw new AppError('invalidItem', { ids: wanted.filter((id) => !sellable.some((r) => r.id === id)) });
        }
        assertOneKind(sellable);
      } else {
        sellable = [...state.items.keys()].flatMap((id) => mine(id) ?? []).sort((a, b) => a.id - b.id);
      }
    } catch (error) {
      return { kind: 'error', error };
    }
    const soldIds = sellable.map((r) => r.id);
    const price = sellable.reduce((sum, r) => sum + r.price, 0);
    const after = (balance ?? 0) + price;
    if (soldIds.length > 0) {
      for (const r of sellable) state.items.get(r.id)!.status = 'selled';
      state.balances.set(userId, after);
      sold.set(userId, (sold.get(userId) ?? 0) + price);
    }
    const sale = { userId, soldIds, price, ref: soldIds.length > 0 ? saleRef(soldIds) : '' };
    return { kind: 'ok', sale: { ...sale, balance: after, coinBalance: state.coinBalances.get(userId) ?? 0, soldSoFar: sold.get(userId) ?? 0 } };
  });
}

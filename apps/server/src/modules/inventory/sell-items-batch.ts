import type { Db } from '../../platform/db/index.js';
import type { BatchOutcome } from '../../platform/db/request-batcher.js';
import { scriptTransaction } from '../../platform/db/script-tx.js';
import { AppError } from '../../core/app-error.js';
import { assertOneKind, uniqueIds } from './lock-items.js';
import { readSellBatch, writeSellBatch, type PlannedSale, type SellRead } from './sell-items-batch-sql.js';
import { saleRef, type SaleResult, type SellSelection } from './sale.js';
import { recordBalances } from '../wallet/balance-events.js';

export interface SellRequest {
  userId: number;
  selection: SellSelection;
}

/**
 * Runs a batch of sales in one transaction of two round trips (docs/decisions/021): read and lock,
 * apply the rules of sellItems one request after the other in arrival order, write and commit.
 * Throws only when the transaction did not commit, or a CommitUnknownError when that is not known.
 */
export async function runSellBatch(db: Db, requests: SellRequest[]): Promise<BatchOutcome<SaleResult>[]> {
  const ids = {
    users: [...new Set(requests.map((r) => r.userId))],
    everything: [...new Set(requests.filter((r) => 'all' in r.selection).map((r) => r.userId))],
    items: [...new Set(requests.flatMap((r) => ('ids' in r.selection ? r.selection.ids : [])))],
  };
  return scriptTransaction(db, async (tx) => {
    const state = await readSellBatch(tx, ids);
    const sales: PlannedSale[] = [];
    const outcomes = requests.map((r) => planSale(r, state, sales));
    await writeSellBatch(tx, sales);
    recordBalances(sales.map((s) => ({ userId: s.userId, money: s.balance })));
    return outcomes;
  });
}

/** One sale against the running state (which it updates); a sale that fails changes nothing. */
function planSale(request: SellRequest, state: SellRead, sales: PlannedSale[]): BatchOutcome<SaleResult> {
  const { userId, selection } = request;
  const balance = state.balances.get(userId);
  if (balance === undefined || state.held.has(userId)) return { kind: 'single' };
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
  let value = state.values.get(userId) ?? 0;
  let after = balance;
  if (soldIds.length > 0) {
    for (const r of sellable) state.items.get(r.id)!.status = 'selled';
    after = balance + price;
    value -= price;
    state.balances.set(userId, after);
    state.values.set(userId, value);
    sales.push({ userId, soldIds, price, balance: after, ref: saleRef(soldIds) });
  }
  return { kind: 'ok', value: { balance: after, coinBalance: state.coinBalances.get(userId) ?? 0, totalAmountItems: value, price, soldIds } };
}

import type { Db } from '../../platform/db/index.js';
import { rawTransaction } from '../../platform/db/raw.js';
import type { BatchOutcome, LockMode } from '../../platform/db/request-batcher.js';
import type { SaleResult } from './sale.js';
import { planSales, type PlannedSaleResult, type SellRequest } from './sell-items-plan.js';
import { readSellState, writeSales } from './sell-items-sql.js';

export type { SellRequest } from './sell-items-plan.js';

/**
 * Runs sales in one transaction of two statements (docs/decisions/021, 030-one-rule-engine.md):
 * lock and read, apply the rules one by one in arrival order (sell-items-plan.ts, the only place
 * they live), write everything and commit. With `skip` a player whose rows another transaction
 * holds is deferred; with `wait` (a batch of one, the single path) the sale waits for them.
 * Throws only when the transaction did not commit, or a CommitUnknownError when that is not known.
 */
export async function runSellBatch(db: Db, requests: SellRequest[], mode: LockMode = 'skip'): Promise<BatchOutcome<SaleResult>[]> {
  const ids = {
    users: [...new Set(requests.map((r) => r.userId))],
    everything: [...new Set(requests.filter((r) => 'all' in r.selection).map((r) => r.userId))],
    items: [...new Set(requests.flatMap((r) => ('ids' in r.selection ? r.selection.ids : [])))],
  };
  return rawTransaction(db, async (tx) => {
    const state = await readSellState(tx, ids, mode);
    const plans = planSales(requests, state, mode);
    const sales = plans.flatMap((p) => (p.kind === 'ok' ? [p.sale] : []));
    const sold = sales.filter((s) => s.soldIds.length > 0);
    const values = await writeSales(tx, sold, [...new Set(sales.map((s) => s.userId))]);
    // No wallet balance message: a sale announces its balances itself, after its statechange (publish-sale.ts).
    return plans.map((p): BatchOutcome<SaleResult> => {
      if (p.kind === 'deferred') return { kind: 'single' };
      if (p.kind === 'error') return p;
      return { kind: 'ok', value: present(p.sale, values.get(p.sale.userId) ?? 0) };
    });
  });
}

function present(s: PlannedSaleResult, valueBefore: number): SaleResult {
  return { balance: s.balance, coinBalance: s.coinBalance, totalAmountItems: valueBefore - s.soldSoFar, price: s.price, soldIds: s.soldIds };
}

import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../core/app-error.js';
import type { SaleResult, SellSelection } from './sale.js';
import { runSellBatch } from './sell-items-batch.js';

export type { SaleResult, SellSelection } from './sale.js';

/**
 * Sells items back at their drop prices in one transaction: they turn `selled` and their sum is
 * credited through the wallet. The items are locked first and must still be available, so an item
 * is never sold twice, nor sold and withdrawn. The single path: a batch of one that waits for the
 * rows (docs/decisions/030-one-rule-engine.md); the batched path falls back to it.
 */
export async function sellItems(db: Db, userId: number, selection: SellSelection): Promise<SaleResult> {
  const [outcome] = await runSellBatch(db, [{ userId, selection }], 'wait');
  if (outcome!.kind === 'ok') return outcome!.value;
  if (outcome!.kind === 'error') throw outcome!.error;
  throw new AppError('userNotFound');
}

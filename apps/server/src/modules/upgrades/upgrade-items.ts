import type { Game, UpgradeResponse } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../core/app-error.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { runUpgradeBatch } from './upgrade-items-batch.js';
import type { UpgradeInput, UpgradeRequest } from './upgrade-items-plan.js';

export type { UpgradeInput, UpgradeRequest } from './upgrade-items-plan.js';

/**
 * Checks what needs no transaction and finds the target in the game's catalog snapshot, which already
 * holds every item (notFoundOutdated when it is not an ordinary catalog item any more). The upgrade's
 * transaction reads the target's price again: the chance and the prize's worth are the price then.
 */
export async function prepareUpgrade(catalog: Pick<CaseCatalog, 'regularItem'>, game: Game, userId: number, input: UpgradeInput): Promise<UpgradeRequest> {
  if (input.items.length === 0) throw new AppError('itemsNotSelected');
  if (!input.targetItemId) throw new AppError('upgradeItemNotSelected');
  const target = await catalog.regularItem(input.targetItemId);
  if (!target) throw new AppError('notFoundOutdated', { targetItemId: input.targetItemId });
  return { userId, game, target, input };
}

/**
 * Upgrades up to 15 of the player's items toward one catalog target (docs/decisions/010): the items
 * turn to_upgrade, the player's seed pair rolls one ticket, and the target (on a win) or the pity item
 * and coins (on a loss) are added, all in one transaction with the upgrade's record. The single
 * path: a batch of one that waits for the rows (030-one-rule-engine.md); the batched path falls back to it.
 */
export async function upgradeItemsChecked(db: Db, request: UpgradeRequest): Promise<UpgradeResponse> {
  for (let attempt = 1; ; attempt += 1) {
    let outcome;
    try {
      [outcome] = await runUpgradeBatch(db, request.game, [request], 'wait');
    } catch (error) {
      // A deadlock, a serialization failure or a first seed pair created meanwhile rolled everything back: run it again.
      if (attempt < 3 && isRetryable(error)) continue;
      throw error;
    }
    if (outcome!.kind === 'ok') return outcome!.value;
    if (outcome!.kind === 'error') throw outcome!.error;
    throw new AppError('userNotFound');
  }
}

function isRetryable(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  const state = e?.code ?? e?.cause?.code;
  return state === '40P01' || state === '40001' || state === '23505';
}

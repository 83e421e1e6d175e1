import { hashServerSeed } from '@tastydrop/domain';
import type { Db } from '../../db/index.js';
import type { BatchOutcome as RequestOutcome } from '../../db/request-batcher.js';
import { scriptTransaction } from '../../db/script-tx.js';
import { newClientSeed, newServerSeed } from '../fairness/seeds.js';
import { FAST_OPEN_WAIT_MS, presentOpened, type OpenedCase } from './open-case.js';
import { readBatch, writeBatch } from './open-case-batch-sql.js';
import { planBatch, type OpenRequest, type PlanResult, type PlannedOpen, type SeedState } from './open-case-plan.js';
import { recordBalances } from '../wallet/balance-events.js';

/** Settles each request of a batch: an answer, an error of its own, or the single path. */
export type BatchOutcome = RequestOutcome<OpenedCase>;

/** A new seed pair for a player who has none yet (stored by the batch that uses it). */
export const freshSeed = (): SeedState => {
  const serverSeed = newServerSeed();
  return { id: null, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: newClientSeed(), nonce: 0 };
};

/**
 * Runs a batch of opens in one transaction of two round trips (docs/decisions/014-batched-opening.md):
 * read and lock, apply the rules one by one in arrival order, write everything and commit.
 * Throws only when the transaction did not commit (its requests may then be run singly), or a
 * CommitUnknownError when that is not known.
 */
export async function runOpenBatch(db: Db, requests: OpenRequest[]): Promise<BatchOutcome[]> {
  const ids = {
    cases: [...new Set(requests.map((r) => r.c.row.id))],
    limited: [...new Set(requests.filter((r) => r.c.row.opensLimit !== null).map((r) => r.c.row.id))],
    everyN: [...new Set(requests.filter((r) => r.c.row.everyNOpenFree).map((r) => r.c.row.id))],
    users: [...new Set(requests.map((r) => r.userId))],
  };
  return scriptTransaction(db, async (tx) => {
    const state = await readBatch(tx, ids, FAST_OPEN_WAIT_MS);
    const plans = planBatch(requests, state, freshSeed);
    const paid = plans.filter((p): p is PlannedOpen => p.kind === 'ok');
    const stored = paid.length > 0 ? await writeBatch(tx, paid) : (await tx.run('SELECT 1', { commit: true }), []);
    return settle(plans, stored);
  });
}


function settle(plans: PlanResult[], stored: { openingId: number; inventoryItemId: number }[]): BatchOutcome[] {
  let next = 0;
  return plans.map((p): BatchOutcome => {
    if (p.kind === 'deferred') return { kind: 'single' };
    if (p.kind === 'error') return { kind: 'error', error: p.error };
    const mine = stored.slice(next, next + p.rolled.length);
    if (p.paid > 0) recordBalances([{ userId: p.request.userId, money: p.after.balance, coins: p.after.coinBalance }]);
    next += p.rolled.length;
    const opened = presentOpened({
      userId: p.request.userId,
      player: p.after,
      rolled: p.rolled,
      stored: mine,
      experienceGained: p.experienceGained,
      paid: p.paid,
      seed: p.seed,
    });
    return { kind: 'ok', value: opened };
  });
}

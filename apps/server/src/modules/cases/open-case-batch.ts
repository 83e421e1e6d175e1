import { AppError } from '../../core/app-error.js';
import { levelProgress, toWire, type CaseOpenResponse } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { rawTransaction, type RawTx } from '../../platform/db/raw.js';
import type { BatchOutcome as RequestOutcome } from '../../platform/db/request-batcher.js';
import { planBatch, type OpenRequest, type PlanResult, type PlannedOpen } from './open-case-plan.js';
import { freshSeed } from '../fairness/seed-state.js';
import { readOpenState, writeOpens, type LockMode, type StoredDrop } from './open-case-sql.js';
import { recordBalances } from '../wallet/balance-events.js';
import { presentDropItem } from './present-case.js';
import type { RolledDrop } from './roll-drops.js';

export interface OpenedCase {
  response: CaseOpenResponse;
  rolled: RolledDrop[];
  openingIds: number[];
  user: { id: number; nickname: string; avatar: string };
}

/** Settles each request of a batch: an answer, an error of its own, or the single path. */
export type BatchOutcome = RequestOutcome<OpenedCase>;

/** How long an open waits for a row another transaction holds before answering fastOpen. */
export const FAST_OPEN_WAIT_MS = 3000;

/**
 * Runs opens in one transaction of three statements (docs/decisions/014-batched-opening.md,
 * 030-one-rule-engine.md): lock and read, apply the rules one by one in arrival order
 * (open-case-plan.ts, the only place they live), write everything and commit. With `skip` a
 * player whose row another transaction holds is deferred; with `wait` (a batch of one, the single
 * path) the open waits for it. Throws only when the transaction did not commit, or a
 * CommitUnknownError when that is not known. `admit` runs first in the same transaction: what a free
 * open's caller claims for it (a daily case, a grant's open), rolled back with the open.
 */
export async function runOpenBatch(db: Db, requests: OpenRequest[], mode: LockMode = 'skip', admit?: (tx: RawTx) => Promise<void>): Promise<BatchOutcome[]> {
  const paidFor = requests.filter((r) => !r.free);
  const ids = {
    cases: [...new Set(requests.map((r) => r.c.row.id))],
    limited: [...new Set(paidFor.filter((r) => r.c.row.opensLimit !== null).map((r) => r.c.row.id))],
    everyN: [...new Set(paidFor.filter((r) => r.c.row.everyNOpenFree).map((r) => r.c.row.id))],
    users: [...new Set(requests.map((r) => r.userId))],
    // Every opener's responsible-play state: a break refuses any open, money, coins or free.
    staking: [...new Set(requests.map((r) => r.userId))],
  };
  return rawTransaction(db, async (tx) => {
    if (admit) await admit(tx);
    const state = await readOpenState(tx, ids, mode, FAST_OPEN_WAIT_MS);
    const plans = planBatch(requests, state, freshSeed);
    // What the caller claimed is given back with a refused open: the refusal rolls the claim back.
    const refused = admit ? plans.find((p) => p.kind !== 'ok') : undefined;
    if (refused) throw refused.kind === 'error' ? refused.error : new AppError('userNotFound');
    const planned = plans.filter((p): p is PlannedOpen => p.kind === 'ok');
    const stored = planned.length > 0 ? await writeOpens(tx, planned) : [];
    return settle(plans, stored);
  });
}

function settle(plans: PlanResult[], stored: StoredDrop[]): BatchOutcome[] {
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

interface OpenedParts {
  userId: number;
  player: { balance: number; coinBalance: number; experience: number; nickname: string; avatar: string };
  rolled: RolledDrop[];
  stored: StoredDrop[];
  experienceGained: number;
  paid: number;
  seed: { serverSeedHash: string; clientSeed: string };
}

function presentOpened(p: OpenedParts): OpenedCase {
  const progress = levelProgress(p.player.experience);
  return {
    rolled: p.rolled,
    openingIds: p.stored.map((s) => s.openingId),
    user: { id: p.userId, nickname: p.player.nickname, avatar: p.player.avatar },
    response: {
      drops: p.rolled.map((r, i) => ({
        ...presentDropItem(r.drop.item),
        inventoryItemId: p.stored[i]!.inventoryItemId,
        openingId: p.stored[i]!.openingId,
        nonce: r.nonce,
        cursor: r.cursor,
        ticket: r.ticket,
        float: r.float,
      })),
      amountExp: String(p.experienceGained),
      balance: toWire(p.player.balance),
      coinBalance: toWire(p.player.coinBalance),
      pricePaid: toWire(p.paid),
      serverSeedHash: p.seed.serverSeedHash,
      clientSeed: p.seed.clientSeed,
      level: progress.userLevel,
      currentExp: progress.currentExp,
    },
  };
}

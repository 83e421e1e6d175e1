import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../core/app-error.js';
import type { LoadedCase } from './case-catalog.js';
import type { RawTx } from '../../platform/db/raw.js';
import { runOpenBatch, type OpenedCase } from './open-case-batch.js';
import type { OpenRequest } from './open-case-plan.js';

export type { OpenedCase } from './open-case-batch.js';

/**
 * Opens a case `opens` times in one transaction (docs/decisions/007-case-opening.md): payment,
 * nonces, drops, inventory, openings and experience commit together or not at all. The single
 * path for a case already checked by assertOpenable: a batch of one that waits for the player's
 * rows (030-one-rule-engine.md); the batched path falls back to it.
 */
export function openCaseChecked(db: Db, userId: number, c: LoadedCase, opens: number): Promise<OpenedCase> {
  return openSingle(db, { userId, c, opens });
}

/**
 * One zero-price open (a daily case, a free grant's open, a granted case) through the same planner,
 * writer and answer as a paid one: `admit` claims it in the open's transaction and throws to refuse it.
 */
export function openFreeChecked(db: Db, userId: number, c: LoadedCase, admit: (tx: RawTx) => Promise<void>): Promise<OpenedCase> {
  return openSingle(db, { userId, c, opens: 1, free: true }, admit);
}

async function openSingle(db: Db, request: OpenRequest, admit?: (tx: RawTx) => Promise<void>): Promise<OpenedCase> {
  for (let attempt = 1; ; attempt += 1) {
    let outcome;
    try {
      [outcome] = await runOpenBatch(db, [request], 'wait', admit);
    } catch (error) {
      if (isLockTimeout(error)) throw new AppError('fastOpen');
      // A deadlock, a serialization failure or a first seed pair created meanwhile rolled everything back: run it again.
      if (attempt < 3 && isRetryable(error)) continue;
      throw error;
    }
    if (outcome!.kind === 'ok') return outcome!.value;
    if (outcome!.kind === 'error') throw outcome!.error;
    // Waiting for the rows, only a player (or case) that does not exist is left out.
    throw new AppError('userNotFound');
  }
}

export function assertOpenable(c: LoadedCase, now: Date): void {
  const row = c.row;
  if (!row.available) throw new AppError('case_not_available');
  if (row.locked) throw new AppError('level_locked', { level: row.level });
  if (row.counterType === 'time') {
    if ((row.counterStart && now < row.counterStart) || (row.counterEnd && now > row.counterEnd)) throw new AppError('case_not_available');
  }
}

function sqlState(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
}

function isLockTimeout(error: unknown): boolean {
  return sqlState(error) === '55P03';
}

function isRetryable(error: unknown): boolean {
  const state = sqlState(error);
  return state === '40P01' || state === '40001' || state === '23505';
}

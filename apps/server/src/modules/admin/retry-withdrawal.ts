import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../core/app-error.js';
import { restartWithdrawal } from '../withdrawals/restart-withdrawal.js';
import { recordAudit } from './audit.js';
import type { ConsoleActor } from './console-roles.js';

/**
 * Sends a stuck withdrawal again: its send job is queued anew (the job itself looks for an offer that
 * already went out before sending, so a retry never sends twice) and its timer starts over.
 */
export async function retryWithdrawal(db: Db, actor: ConsoleActor, withdrawalId: number, reason: string | null, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const restarted = await restartWithdrawal(tx, withdrawalId, now);
    if (!restarted) throw new AppError('dataNotFound');
    const { row, deadlineAt } = restarted;
    await recordAudit(tx, actor, { action: 'withdrawal.retry', target: `withdrawal:${withdrawalId}`, before: { status: row.status }, after: { status: row.status, deadlineAt }, reason });
  });
}

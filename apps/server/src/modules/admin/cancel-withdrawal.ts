import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../core/app-error.js';
import type { JobLogger } from '../../platform/jobs/job-runner.js';
import type { Realtime } from '../../platform/realtime/hub.js';
import { failMove, moveWithdrawal } from '../withdrawals/move-withdrawal.js';
import { recordAudit } from './audit.js';
import type { ConsoleActor } from './console-roles.js';

/**
 * Gives up a withdrawal that has not been sent yet and returns the item to the player's inventory, through
 * the same move the jobs make (it applies only while the withdrawal is still queued, so it never races a send).
 * An offer already out is left to the trade sync, which cancels or settles it.
 */
export async function cancelWithdrawal(db: Db, deps: { realtime: Realtime; log: JobLogger }, actor: ConsoleActor, withdrawalId: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await moveWithdrawal({ ...deps, db: tx as unknown as Db }, withdrawalId, ['queued'], failMove('cantSend'), new Date());
    if (!moved) throw new AppError('inWithdrawalProcess');
    await recordAudit(tx, actor, { action: 'withdrawal.cancel', target: `withdrawal:${withdrawalId}`, before: { status: 'queued' }, after: { status: 'failed', item: 'returned' }, reason });
  });
}

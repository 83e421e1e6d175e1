import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { inventoryItems, withdrawals } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { requeueJob } from '../../platform/jobs/job-store.js';
import { SEND_JOB, WITHDRAWAL_TIMER_MS } from '../withdrawals/withdrawal-limits.js';
import { recordAudit } from './audit.js';
import type { ConsoleActor } from './console-roles.js';

/**
 * Sends a stuck withdrawal again: its send job is queued anew (the job itself looks for an offer that
 * already went out before sending, so a retry never sends twice) and its timer starts over.
 */
export async function retryWithdrawal(db: Db, actor: ConsoleActor, withdrawalId: number, reason: string | null, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const deadlineAt = new Date(now.getTime() + WITHDRAWAL_TIMER_MS);
    const [row] = await tx
      .update(withdrawals)
      .set({ deadlineAt, updatedAt: now })
      .where(and(eq(withdrawals.id, withdrawalId), inArray(withdrawals.status, ['queued', 'sending'])))
      .returning();
    if (!row) throw new AppError('dataNotFound');
    await tx.update(inventoryItems).set({ timerUntil: deadlineAt, updatedAt: now }).where(eq(inventoryItems.id, row.inventoryItemId));
    await requeueJob(tx, { type: SEND_JOB, payload: { withdrawalId }, dedupeKey: `${SEND_JOB}:${withdrawalId}` }, now);
    await recordAudit(tx, actor, { action: 'withdrawal.retry', target: `withdrawal:${withdrawalId}`, before: { status: row.status }, after: { status: row.status, deadlineAt }, reason });
  });
}

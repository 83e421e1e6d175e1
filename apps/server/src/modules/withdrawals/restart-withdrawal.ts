import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.js';
import { withdrawals } from '../../platform/db/schema/index.js';
import { requeueJob } from '../../platform/jobs/job-store.js';
import { restartItemTimer } from '../items/item-moves.js';
import { SEND_JOB, WITHDRAWAL_TIMER_MS } from './withdrawal-limits.js';
import type { WithdrawalRow } from './move-withdrawal.js';

/**
 * Sends a stuck (queued or sending) withdrawal again: its timer and its item's start over and its send
 * job is queued anew (the job looks for an offer that already went out before sending, so a retry
 * never sends twice). Returns the withdrawal as it was and the new deadline; null when none such is stuck.
 */
export async function restartWithdrawal(tx: Tx, withdrawalId: number, now: Date): Promise<{ row: WithdrawalRow; deadlineAt: Date } | null> {
  const deadlineAt = new Date(now.getTime() + WITHDRAWAL_TIMER_MS);
  const [row] = await tx
    .update(withdrawals)
    .set({ deadlineAt, updatedAt: now })
    .where(and(eq(withdrawals.id, withdrawalId), inArray(withdrawals.status, ['queued', 'sending'])))
    .returning();
  if (!row) return null;
  await restartItemTimer(tx, row.inventoryItemId, deadlineAt, now);
  await requeueJob(tx, { type: SEND_JOB, payload: { withdrawalId }, dedupeKey: `${SEND_JOB}:${withdrawalId}` }, now);
  return { row, deadlineAt };
}

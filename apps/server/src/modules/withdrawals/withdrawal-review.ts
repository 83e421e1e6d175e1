import { and, eq, inArray } from 'drizzle-orm';
import type { ReviewReason, ReviewRefusal } from '@tastydrop/domain';
import type { Db, DbOrTx, Tx } from '../../platform/db/index.js';
import { withdrawalReviews, withdrawals } from '../../platform/db/schema/index.js';
import { enqueueJobs } from '../../platform/jobs/job-store.js';
import type { JobLogger } from '../../platform/jobs/job-runner.js';
import type { Realtime } from '../../platform/realtime/hub.js';
import { publishAfterCommit } from '../../platform/realtime/publish-after-commit.js';
import { restartItemTimer } from '../items/item-moves.js';
import { timerSeconds } from '../inventory/inventory-rows.js';
import { failMove, moveWithdrawal } from './move-withdrawal.js';
import { SEND_JOB, WITHDRAWAL_TIMER_MS } from './withdrawal-limits.js';

export type ReviewRow = typeof withdrawalReviews.$inferSelect;

/** Records why each of the new withdrawals waits for the console (they were written in `review`). */
export async function recordReviews(
  tx: DbOrTx,
  created: readonly { id: number; inventoryItemId: number; userId: number }[],
  check: { reasons: ReviewReason[]; details: Record<string, number> },
  now: Date,
): Promise<void> {
  if (created.length === 0) return;
  await tx.insert(withdrawalReviews).values(
    created.map((w) => ({ withdrawalId: w.id, userId: w.userId, inventoryItemId: w.inventoryItemId, reasons: check.reasons, details: check.details, createdAt: now })),
  );
}

/** The open review of a withdrawal (waiting or waiting for identity), locked for the decision; null when none is. */
export async function lockOpenReview(tx: DbOrTx, withdrawalId: number): Promise<ReviewRow | null> {
  const [row] = await tx
    .select()
    .from(withdrawalReviews)
    .where(and(eq(withdrawalReviews.withdrawalId, withdrawalId), inArray(withdrawalReviews.state, ['waiting', 'identity'])))
    .for('update');
  return row ?? null;
}

/**
 * Lets a held withdrawal go: it turns queued with a fresh timer (its item's too) and its send job runs now.
 * Returns false when it is no longer held.
 */
export async function approveReview(tx: Tx, deps: { realtime: Realtime; log: JobLogger }, review: ReviewRow, deciderId: number, now: Date): Promise<boolean> {
  const deadlineAt = new Date(now.getTime() + WITHDRAWAL_TIMER_MS);
  const [row] = await tx
    .update(withdrawals)
    .set({ status: 'queued', deadlineAt, updatedAt: now })
    .where(and(eq(withdrawals.id, review.withdrawalId), eq(withdrawals.status, 'review')))
    .returning({ id: withdrawals.id, userId: withdrawals.userId, inventoryItemId: withdrawals.inventoryItemId });
  if (!row) return false;
  await restartItemTimer(tx, row.inventoryItemId, deadlineAt, now);
  await enqueueJobs(tx, [{ type: SEND_JOB, payload: { withdrawalId: row.id }, dedupeKey: `${SEND_JOB}:${row.id}` }]);
  await decide(tx, review.id, { state: 'approved', decidedBy: deciderId, decidedAt: now });
  const timerData = timerSeconds(deadlineAt, now);
  await publishAfterCommit(
    () => deps.realtime.publishToUser(row.userId, { event: 'withdraw_status', id: row.inventoryItemId, status: 'PREPARING', timerData }),
    (err) => deps.log.warn({ err, withdrawalId: row.id }, 'withdrawal publish failed'),
  );
  return true;
}

/** Keeps a held withdrawal waiting until the player's identity is checked; the player's page asks for it. */
export async function askIdentity(tx: DbOrTx, review: ReviewRow, deciderId: number, now: Date): Promise<void> {
  await decide(tx, review.id, { state: 'identity', decidedBy: deciderId, decidedAt: now });
}

/**
 * Refuses a held withdrawal: it fails with `refused` and its item goes back to the inventory (the same move the
 * jobs make); the player is told why. Returns false when it is no longer held.
 */
export async function refuseReview(
  tx: Tx,
  deps: { realtime: Realtime; log: JobLogger },
  review: ReviewRow,
  refusal: ReviewRefusal,
  deciderId: number,
  now: Date,
): Promise<boolean> {
  const moved = await moveWithdrawal({ ...deps, db: tx as unknown as Db }, review.withdrawalId, ['review'], { ...failMove('refused'), refusal }, now);
  if (!moved) return false;
  await decide(tx, review.id, { state: 'refused', refusal, decidedBy: deciderId, decidedAt: now });
  return true;
}

async function decide(tx: DbOrTx, id: number, change: Partial<typeof withdrawalReviews.$inferInsert>): Promise<void> {
  await tx.update(withdrawalReviews).set(change).where(eq(withdrawalReviews.id, id));
}

import { asc, eq, inArray } from 'drizzle-orm';
import {
  fromWire,
  REVIEW_REASONS,
  toWire,
  type ReviewReason,
  type ReviewThresholds,
  type WithdrawalReviewDecision,
  type WithdrawalReviewList,
} from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { users, withdrawalReviews, withdrawals } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { JobLogger } from '../../platform/jobs/job-runner.js';
import type { Realtime } from '../../platform/realtime/hub.js';
import { requestIdentityCheck } from '../identity/identity-checks.js';
import { samePersonIds } from '../risk/account-signals.js';
import { getReviewSettings, playSinceDeposits, saveReviewSettings, type ReviewSettings } from '../withdrawals/review-rules.js';
import { approveReview, askIdentity, lockOpenReview, refuseReview } from '../withdrawals/withdrawal-review.js';
import { recordAudit } from './audit.js';
import { refuseOwnAccount } from './console-limits.js';
import type { ConsoleActor } from './console-roles.js';

/** Reviews the console lists at once. */
const REVIEW_PAGE = 100;

function thresholdsOut(s: ReviewSettings): ReviewThresholds {
  return { ...s, highValue: toWire(s.highValue) };
}

/** The withdrawals held for review, oldest first, with the player's deposits, stakes since and same-person group. */
export async function listWithdrawalReviews(db: DbOrTx): Promise<WithdrawalReviewList> {
  const rows = await db
    .select({
      id: withdrawalReviews.id,
      withdrawalId: withdrawalReviews.withdrawalId,
      userId: withdrawalReviews.userId,
      nickname: users.nickname,
      name: withdrawals.name,
      price: withdrawals.price,
      state: withdrawalReviews.state,
      reasons: withdrawalReviews.reasons,
      createdAt: withdrawalReviews.createdAt,
    })
    .from(withdrawalReviews)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalReviews.withdrawalId))
    .innerJoin(users, eq(users.id, withdrawalReviews.userId))
    .where(inArray(withdrawalReviews.state, ['waiting', 'identity']))
    .orderBy(asc(withdrawalReviews.createdAt), asc(withdrawalReviews.id))
    .limit(REVIEW_PAGE);
  const players = new Map<number, { deposits: number; stakes: number; linked: number[] }>();
  for (const userId of new Set(rows.map((r) => r.userId))) {
    players.set(userId, { ...(await playSinceDeposits(db, userId)), linked: await samePersonIds(db, userId) });
  }
  return {
    rows: rows.map((r) => {
      const p = players.get(r.userId)!;
      return {
        ...r,
        price: toWire(r.price),
        state: r.state as 'waiting' | 'identity',
        reasons: r.reasons.filter((x): x is ReviewReason => (REVIEW_REASONS as readonly string[]).includes(x)),
        createdAt: r.createdAt.toISOString(),
        deposits: toWire(p.deposits),
        stakes: toWire(p.stakes),
        linked: p.linked,
      };
    }),
    thresholds: thresholdsOut(await getReviewSettings(db)),
  };
}

/**
 * Decides a held withdrawal: approve (it goes out now with a fresh timer), ask for the player's identity (it keeps
 * waiting), or refuse with a reason the player sees (the item comes back). Not on the console account's own
 * withdrawal; audited in the same transaction.
 */
export async function decideWithdrawalReview(
  db: Db,
  deps: { realtime: Realtime; log: JobLogger },
  actor: ConsoleActor,
  withdrawalId: number,
  decision: WithdrawalReviewDecision,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await lockOpenReview(tx, withdrawalId);
    if (!review) throw new AppError('inWithdrawalProcess');
    refuseOwnAccount(actor, review.userId);
    const target = `withdrawal:${withdrawalId}`;
    const before = { state: review.state, reasons: review.reasons };
    if (decision.action === 'approve') {
      if (!(await approveReview(tx, deps, review, actor.userId, now))) throw new AppError('inWithdrawalProcess');
      await recordAudit(tx, actor, { action: 'withdrawal.review_approve', target, before, after: { state: 'approved', status: 'queued' }, reason: decision.reason });
    } else if (decision.action === 'identity') {
      await askIdentity(tx, review, actor.userId, now);
      // The player is asked for a document and a selfie (or the check already open is reused).
      const check = await requestIdentityCheck(tx, review.userId, { reason: decision.reason, requestedBy: actor.userId });
      await recordAudit(tx, actor, { action: 'withdrawal.review_identity', target, before, after: { state: 'identity', identityCheck: check.id }, reason: decision.reason });
    } else {
      if (!(await refuseReview(tx, deps, review, decision.refusal, actor.userId, now))) throw new AppError('inWithdrawalProcess');
      await recordAudit(tx, actor, {
        action: 'withdrawal.review_refuse',
        target,
        before,
        after: { state: 'refused', refusal: decision.refusal, item: 'returned' },
        reason: decision.reason,
      });
    }
  });
}

/** Sets the review rules' thresholds, audited. */
export async function setReviewThresholds(db: Db, actor: ConsoleActor, thresholds: ReviewThresholds, reason: string): Promise<ReviewThresholds> {
  return db.transaction(async (tx) => {
    const before = thresholdsOut(await getReviewSettings(tx));
    const next: ReviewSettings = { ...thresholds, highValue: fromWire(thresholds.highValue) };
    await saveReviewSettings(tx, next);
    await recordAudit(tx, actor, { action: 'withdrawal.review_rules', target: 'site', before, after: thresholds, reason });
    return thresholdsOut(next);
  });
}

import { and, count, eq, gt, notInArray } from 'drizzle-orm';
import { ITEM_TYPES, type ItemStatus } from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { users, withdrawals } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { enqueueJobs } from '../../platform/jobs/job-store.js';
import { WITHDRAWING_STATUSES } from '../inventory/item-status.js';
import { assertOneKind, lockItems, uniqueIds } from '../inventory/lock-items.js';
import { markWithdrawing } from '../items/item-moves.js';
import { DAY_MS, MAX_DAILY_WITHDRAWALS, MAX_OPEN_WITHDRAWALS, SEND_JOB, WITHDRAWAL_TIMER_MS } from './withdrawal-limits.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { assertWithdrawalsOpen } from '../users/withdrawal-freeze.js';
import { assertSteamLoginAvailable } from './partner-login.js';
import { newSecurityCode } from './security-code.js';
import { queueTradeLinkHoldNotice } from '../notifications/notification-outbox.js';
import { reviewReasons } from './review-rules.js';
import type { ProviderKind } from './trade-provider.js';
import { recordReviews } from './withdrawal-review.js';

export interface WithdrawalRequest {
  userId: number;
  ids: number[];
  method: 'trade' | 'login';
  provider: ProviderKind;
  /** How long after the saved trade link was replaced a withdrawal by link waits (TRADE_LINK_HOLD_HOURS); 0 or absent: none. */
  tradeLinkHoldMs?: number;
}

export interface QueuedWithdrawal {
  items: QueuedItem[];
  /** Set when the trade link was replaced lately: the offers go out no sooner. */
  heldUntil: Date | null;
  /** The rules held it for the console's review (docs/decisions/059-withdrawal-review.md): nothing is sent until approved. */
  review: boolean;
}

export interface QueuedItem {
  id: number;
  status: ItemStatus;
  timerData: number | null;
}

// A reversed withdrawal (CS2 Trade Protection) waits for the operator, not for the player: it holds no slot
// (one held for review does: it is still the player's withdrawal).
const CLOSED = ['accepted', 'failed', 'reversed'] as const;

/** When a withdrawal by `method` asked for at `now` may go out, given when the trade link was last replaced. */
export function tradeLinkHold(method: WithdrawalRequest['method'], changedAt: Date | null, holdMs: number, now: Date): Date | null {
  if (method !== 'trade' || !changedAt || holdMs <= 0) return null;
  const until = changedAt.getTime() + holdMs;
  return until > now.getTime() ? new Date(until) : null;
}

/**
 * Puts items on their way out: each turns PREPARING with the
 * 5-minute timer, gets a withdrawal row and a send job, all in one transaction.
 * All the items or none: any that is not the player's and available fails the call.
 * A withdrawal by a trade link replaced within the hold waits until it ends (its send job and timer start then),
 * and the player is told by e-mail and push (docs/decisions/057-trade-link-hold.md).
 * A withdrawal the review rules catch is written in `review` with its reasons, without a send job or a timer, and waits
 * for the console (docs/decisions/059-withdrawal-review.md).
 */
export async function requestWithdrawal(db: Db, request: WithdrawalRequest, now: Date = new Date()): Promise<QueuedWithdrawal> {
  const ids = uniqueIds(request.ids);
  return withTransaction(db, async (tx) => {
    // A refund or chargeback froze them (docs/decisions/055-chargebacks.md).
    await assertWithdrawalsOpen(tx, request.userId);
    const [user] = await tx
      .select({ tradeUrl: users.tradeUrl, steamLogin: users.steamLogin, tradeUrlChangedAt: users.tradeUrlChangedAt })
      .from(users)
      .where(eq(users.id, request.userId));
    if (!user) throw new AppError('userNotFound');
    const partner = request.method === 'trade' ? user.tradeUrl : user.steamLogin;
    if (!partner) throw new AppError(request.method === 'trade' ? 'noLink' : 'noLogin');
    // A login saved before it was shared this wide is not sent to either.
    if (request.method === 'login') await assertSteamLoginAvailable(tx, request.userId, partner);

    // Items first, then the player's row: the same lock order as selling.
    const locked = await lockItems(tx, request.userId, { ids });
    const missing = ids.filter((id) => !locked.some((r) => r.id === id));
    if (missing.length > 0) throw new AppError('invalidItem', { ids: missing });
    const busy = locked.filter((r) => (WITHDRAWING_STATUSES as readonly string[]).includes(r.status));
    if (busy.length > 0) throw new AppError('inWithdrawalProcess', { ids: busy.map((r) => r.id) });
    const unfit = locked.filter((r) => r.status !== 'progress' || r.type === ITEM_TYPES.pack);
    if (unfit.length > 0) throw new AppError('invalidItem', { ids: unfit.map((r) => r.id) });
    assertOneKind(locked);

    // Serialises one player's withdrawal requests so the limits hold under concurrency.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, request.userId)).for('update');
    const [open] = await tx
      .select({ n: count() })
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, request.userId), notInArray(withdrawals.status, [...CLOSED])));
    if ((open?.n ?? 0) + ids.length > MAX_OPEN_WITHDRAWALS) throw new AppError('tooManyWithdrawals', { limit: MAX_OPEN_WITHDRAWALS });
    const [recent] = await tx
      .select({ n: count() })
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, request.userId), gt(withdrawals.createdAt, new Date(now.getTime() - DAY_MS))));
    if ((recent?.n ?? 0) + ids.length > MAX_DAILY_WITHDRAWALS) throw new AppError('tooManyWithdrawals', { limit: MAX_DAILY_WITHDRAWALS, period: 'day' });

    const heldUntil = tradeLinkHold(request.method, user.tradeUrlChangedAt, request.tradeLinkHoldMs ?? 0, now);
    const check = await reviewReasons(tx, request.userId, locked, { method: request.method, value: partner }, now);
    const review = check.reasons.length > 0;
    const start = heldUntil ?? now;
    const deadline = new Date(start.getTime() + WITHDRAWAL_TIMER_MS);
    await markWithdrawing(tx, ids, review ? null : deadline);
    const created = await recordWithdrawals(
      tx,
      locked.map((r) => ({
        inventoryItemId: r.id,
        userId: request.userId,
        itemId: r.itemId,
        name: r.name,
        price: r.price,
        method: request.method,
        partner,
        provider: request.provider,
        securityCode: newSecurityCode(),
        // A held one's deadline is set anew when it is approved; the sync times out queued ones only.
        deadlineAt: deadline,
        createdAt: now,
        updatedAt: now,
        ...(review ? { status: 'review' as const } : {}),
      })),
    );
    if (review) {
      await recordReviews(tx, created.map((w, i) => ({ id: w.id, inventoryItemId: locked[i]!.id, userId: request.userId })), check, now);
    } else {
      await enqueueJobs(
        tx,
        created.map((w) => ({ type: SEND_JOB, payload: { withdrawalId: w.id }, dedupeKey: `${SEND_JOB}:${w.id}`, ...(heldUntil ? { runAt: heldUntil } : {}) })),
      );
    }
    if (heldUntil) await queueTradeLinkHoldNotice(tx, request.userId, user.tradeUrlChangedAt!);
    const timerData = review ? null : Math.ceil((deadline.getTime() - now.getTime()) / 1000);
    return { items: ids.map((id) => ({ id, status: 'PREPARING' as const, timerData })), heldUntil, review };
  });
}

/** Records new withdrawals (their items already held for them); returns their ids in the order given. */
export async function recordWithdrawals(tx: DbOrTx, rows: (typeof withdrawals.$inferInsert)[]): Promise<{ id: number }[]> {
  return tx.insert(withdrawals).values(rows).returning({ id: withdrawals.id });
}

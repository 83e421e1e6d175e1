import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { playLimits } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { playClock } from '../wallet/play-clock.js';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '../wallet/play-limits.js';

/** A raise or removal waits this long before the player may confirm it. */
export const RAISE_DELAY_MS = 24 * 3600_000;

export interface LimitChange {
  userId: number;
  kind: LimitKind;
  period: LimitPeriod;
  /** Kopecks; null removes the limit. */
  amount: number | null;
}

/**
 * Sets a limit: a new or lower limit applies at once; a higher one or a removal is kept pending
 * and applies only when confirmed 24 hours or more after the request.
 */
export async function setLimit(db: DbOrTx, change: LimitChange): Promise<'applied' | 'pending'> {
  if (!LIMIT_KINDS.includes(change.kind) || !LIMIT_PERIODS.includes(change.period)) throw new AppError('play_limit_invalid');
  if (change.amount !== null && (!Number.isSafeInteger(change.amount) || change.amount < 0)) throw new AppError('play_limit_invalid');
  const key = and(eq(playLimits.userId, change.userId), eq(playLimits.kind, change.kind), eq(playLimits.period, change.period));
  const [current] = await db.select().from(playLimits).where(key);
  const now = playClock.now();
  if (change.amount !== null && (!current || current.amount === null || change.amount <= current.amount)) {
    await db
      .insert(playLimits)
      .values({ userId: change.userId, kind: change.kind, period: change.period, amount: change.amount, updatedAt: now })
      .onConflictDoUpdate({
        target: [playLimits.userId, playLimits.kind, playLimits.period],
        set: { amount: change.amount, pendingAmount: null, pendingFrom: null, updatedAt: now },
      });
    return 'applied';
  }
  if (!current) return 'applied';
  await db
    .update(playLimits)
    .set({ pendingAmount: change.amount, pendingFrom: new Date(now.getTime() + RAISE_DELAY_MS), updatedAt: now })
    .where(key);
  return 'pending';
}

/** Applies a pending raise or removal once its 24 hours have passed. */
export async function confirmLimit(db: DbOrTx, userId: number, kind: LimitKind, period: LimitPeriod): Promise<void> {
  const key = and(eq(playLimits.userId, userId), eq(playLimits.kind, kind), eq(playLimits.period, period));
  const [current] = await db.select().from(playLimits).where(key);
  if (!current?.pendingFrom) throw new AppError('play_limit_invalid');
  if (current.pendingFrom.getTime() > playClock.now().getTime()) {
    throw new AppError('play_limit_not_ready', { from: current.pendingFrom.toISOString() });
  }
  if (current.pendingAmount === null) await db.delete(playLimits).where(key);
  else await db.update(playLimits).set({ amount: current.pendingAmount, pendingAmount: null, pendingFrom: null, updatedAt: sql`now()` }).where(key);
}

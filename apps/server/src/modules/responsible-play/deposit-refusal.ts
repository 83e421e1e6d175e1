import { and, eq, gt, sql } from 'drizzle-orm';
import texts from '@tastydrop/domain/locales/ru/play-limits.json' with { type: 'json' };
import type { DbOrTx } from '../../platform/db/index.js';
import { payments, playSettings } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { playClock } from '../wallet/play-clock.js';
import { readPlayStates } from '../wallet/play-limits-check.js';
import { refusalOf } from '../wallet/play-limits.js';

/** Payments still waiting for the payer count against a deposit limit for this long. */
const PENDING_COUNTS_MS = 24 * 3600_000;

/**
 * Why the player may not start a deposit of `value` kopecks now, or null: no date of birth yet,
 * under 18, a time-out, a self-exclusion, a used-up play day, or a deposit limit that the deposit
 * (with the payments still pending) would pass.
 */
export async function depositRefusal(db: DbOrTx, userId: number, value: number): Promise<AppError | null> {
  const [settings] = await db.select().from(playSettings).where(eq(playSettings.userId, userId));
  if (settings?.depositsClosed) return new AppError('age_refused', {}, texts.underage);
  if (!settings?.birthDate) return new AppError('birth_date_required', {}, texts.birthDateRequired);
  const state = (await readPlayStates(db, [userId])).get(userId);
  if (!state) return null;
  const now = playClock.now();
  const [pending] = await db
    .select({ sum: sql<string | null>`sum(${payments.value})` })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'pending'), gt(payments.createdAt, new Date(now.getTime() - PENDING_COUNTS_MS))));
  return refusalOf(state, 'deposit', value + Number(pending?.sum ?? 0), now);
}

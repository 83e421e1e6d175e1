import { and, eq, sql } from 'drizzle-orm';
import texts from '@tastydrop/domain/locales/ru/play-limits.json' with { type: 'json' };
import type { DbOrTx } from '../../platform/db/index.js';
import { payments, playSettings } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { playClock } from '../wallet/play-clock.js';
import { readPlayStates } from '../wallet/play-limits-check.js';
import { refusalOf } from '../wallet/play-limits.js';

/**
 * Why the player may not start a deposit of `value` kopecks now, or null: no date of birth yet,
 * under 18, a time-out, a self-exclusion, a used-up play day, or a deposit limit that the deposit
 * would pass together with every payment of theirs still pending, whatever its age (any of them may
 * yet be paid, and counts in the period it is credited in). The caller holds the player's row locked
 * until the new payment is recorded, so two starts cannot both pass beside each other.
 */
export async function depositRefusal(db: DbOrTx, userId: number, value: number): Promise<AppError | null> {
  const [settings] = await db.select().from(playSettings).where(eq(playSettings.userId, userId));
  if (settings?.depositsClosed) return new AppError('age_refused', {}, texts.underage);
  if (!settings?.birthDate) return new AppError('birth_date_required', {}, texts.birthDateRequired);
  const state = (await readPlayStates(db, [userId])).get(userId);
  if (!state) return null;
  const [pending] = await db
    .select({ sum: sql<string | null>`sum(${payments.value})` })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')));
  return refusalOf(state, 'deposit', value + Number(pending?.sum ?? 0), playClock.now());
}

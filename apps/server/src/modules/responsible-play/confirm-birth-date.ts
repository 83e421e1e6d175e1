import { sql } from 'drizzle-orm';
import { MINIMUM_AGE } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { playSettings } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { playClock } from '../wallet/play-clock.js';

/** Full years between the date `birth` (YYYY-MM-DD) and the Moscow date of `now`. */
export function ageOn(birth: string, now: Date): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  const msk = new Date(now.getTime() + 3 * 3600_000);
  const beforeBirthday = msk.getUTCMonth() + 1 < m || (msk.getUTCMonth() + 1 === m && msk.getUTCDate() < d);
  return msk.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}

/**
 * Records the player's date of birth, once: it cannot be changed afterwards. Under 18 closes the
 * account to deposits for good.
 */
export async function confirmBirthDate(db: DbOrTx, userId: number, birthDate: string): Promise<{ depositsClosed: boolean }> {
  const parsed = new Date(`${birthDate}T00:00:00Z`);
  const now = playClock.now();
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== birthDate || parsed > now || ageOn(birthDate, now) > 120) {
    throw new AppError('validation', { fields: { birth_date: 'invalid' } });
  }
  const closed = ageOn(birthDate, now) < MINIMUM_AGE;
  const [row] = await db
    .insert(playSettings)
    .values({ userId, birthDate, depositsClosed: closed })
    .onConflictDoUpdate({
      target: playSettings.userId,
      // A date once given stays; a minor's account stays closed.
      set: {
        birthDate: sql`coalesce(play_settings.birth_date, excluded.birth_date)`,
        depositsClosed: sql`play_settings.deposits_closed OR (play_settings.birth_date IS NULL AND excluded.deposits_closed)`,
      },
    })
    .returning({ depositsClosed: playSettings.depositsClosed });
  return { depositsClosed: row!.depositsClosed };
}

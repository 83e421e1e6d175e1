import { eq, sql } from 'drizzle-orm';
import { DAILY_CASE_PERIOD_MS, dailyCaseState, levelForExp, secondsUntil, type Game } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { dailyCaseClaims, users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { retryOnCaseChange } from '../cases/case-changed.js';
import { listDailyCases } from './daily-catalog.js';
import { openForFree, type FreeOpening } from './open-for-free.js';

/**
 * Opens the player's daily case (docs/decisions/016-daily-cases.md). The claim is a
 * conditional upsert on the player's claim row: concurrent opens wait on that row and
 * only the first finds the period over, so one open per 24 hours holds under any race.
 */
export function openDailyCase(db: Db, catalog: CaseCatalog, game: Game, userId: number, caseId: number, now = new Date()): Promise<FreeOpening> {
  return retryOnCaseChange(catalog, () => openDailyCaseOnce(db, catalog, game, userId, caseId, now));
}

async function openDailyCaseOnce(db: Db, catalog: CaseCatalog, game: Game, userId: number, caseId: number, now: Date): Promise<FreeOpening> {
  const entry = (await listDailyCases(db, catalog, game)).find((d) => d.loaded.row.id === caseId);
  if (!entry) throw new AppError('caseNotFound');
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ experience: users.experience }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('userNotFound');
    const state = dailyCaseState(entry.levelFrom, levelForExp(user.experience), null, now);
    if (state === 'locked') throw new AppError('level_locked', { level: entry.levelFrom });
    if (state === 'passed') throw new AppError('case_not_available');

    const nextOpenAt = new Date(now.getTime() + DAILY_CASE_PERIOD_MS);
    const claimed = await tx
      .insert(dailyCaseClaims)
      .values({ userId, nextOpenAt, lastCaseId: caseId, openedAt: now })
      .onConflictDoUpdate({
        target: dailyCaseClaims.userId,
        set: { nextOpenAt, lastCaseId: caseId, openedAt: now },
        setWhere: sql`${dailyCaseClaims.nextOpenAt} <= ${now.toISOString()}::timestamptz`,
      })
      .returning({ userId: dailyCaseClaims.userId });
    if (claimed.length === 0) {
      const [claim] = await tx.select({ nextOpenAt: dailyCaseClaims.nextOpenAt }).from(dailyCaseClaims).where(eq(dailyCaseClaims.userId, userId));
      throw new AppError('daily_case_cooldown', { nextOpenIn: secondsUntil(claim?.nextOpenAt ?? null, now) });
    }
    return openForFree(tx, userId, entry.loaded);
  });
}

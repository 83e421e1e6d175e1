import { toWire, type PersonalProgress } from '@tastydrop/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { eventCaseProgress } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { eventUserStats, type EventRow } from './current-event.js';

/** GET /v1/event/personal-progress?caseName: the player's opens and coins from one case in the event. */
export async function getPersonalProgress(db: DbOrTx, catalog: CaseCatalog, event: EventRow, userId: number, caseName: string): Promise<PersonalProgress> {
  const c = await catalog.get(caseName);
  if (!c) throw new AppError('caseNotFound');
  const [row] = await db
    .select()
    .from(eventCaseProgress)
    .where(and(eq(eventCaseProgress.eventId, event.id), eq(eventCaseProgress.userId, userId), eq(eventCaseProgress.caseId, c.row.id)));
  const stats = await eventUserStats(db, event.id, userId);
  return { caseName: c.row.slug, opened: row?.opened ?? 0, coinsEarned: toWire(row?.coins ?? 0), tickets: stats.tickets };
}

import { DAILY_CASE_PERIOD_MS, dailyCaseState, levelForExp, secondsUntil, type Game } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { rawQuery, type RawTx } from '../../platform/db/raw.js';
import { dailyCaseClaims as d, users } from '../../platform/db/schema/index.js';
import { arg, sqlText } from '../../platform/db/sql-text.js';
import { AppError } from '../../core/app-error.js';
import type { CaseCatalog, LoadedCase } from '../cases/case-catalog.js';
import { retryOnCaseChange } from '../cases/case-changed.js';
import { openFreeChecked, type OpenedCase } from '../cases/open-case.js';
import { samePersonIds } from '../risk/account-signals.js';
import { listDailyCases } from './daily-catalog.js';

// arg 1 the player.
const EXPERIENCE = sqlText`SELECT ${users.experience} AS experience FROM ${users} WHERE ${users.id} = ${arg(1)}`;
// arg 1 the player, 2 the next open's moment, 3 the case, 4 now: claims the period only when the last one is over.
const CLAIM = sqlText`
  INSERT INTO ${d} (${d.userId}, ${d.nextOpenAt}, ${d.lastCaseId}, ${d.openedAt})
  VALUES (${arg(1)}, ${arg(2)}::timestamptz, ${arg(3)}, ${arg(4)}::timestamptz)
  ON CONFLICT (${d.userId}) DO UPDATE SET ${d.nextOpenAt} = EXCLUDED.${d.nextOpenAt}, ${d.lastCaseId} = EXCLUDED.${d.lastCaseId},
    ${d.openedAt} = EXCLUDED.${d.openedAt}
  WHERE ${d}.${d.nextOpenAt} <= ${arg(4)}::timestamptz
  RETURNING ${d.userId} AS user_id`;
const NEXT_OPEN = sqlText`SELECT ${d.nextOpenAt} AS next_open_at FROM ${d} WHERE ${d.userId} = ${arg(1)}`;
// arg 1 the lowest account of the person: the person's daily claims queue here.
const LOCK_PERSON = sqlText`SELECT pg_advisory_xact_lock(hashtext('daily-case'), ${arg(1)}::int)`;
// arg 1 the person's other accounts, 2 now: the latest period one of them has not finished.
const PERSON_NEXT_OPEN = sqlText`
  SELECT max(${d.nextOpenAt}) AS next_open_at FROM ${d} WHERE ${d.userId} = ANY(${arg(1)}::int[]) AND ${d.nextOpenAt} > ${arg(2)}::timestamptz`;

/**
 * Opens the player's daily case (docs/decisions/016-daily-cases.md) as a zero-price open of the one
 * opening path. The claim is a conditional upsert on the player's claim row in the open's own
 * transaction: concurrent opens wait on that row and only the first finds the period over, so one open
 * per 24 hours holds under any race. It is one open per person (docs/decisions/058): the accounts of the
 * same person share the period, their claims queue on the group's lowest id.
 */
export function openDailyCase(db: Db, catalog: CaseCatalog, game: Game, userId: number, caseId: number, now = new Date()): Promise<{ c: LoadedCase; opened: OpenedCase }> {
  return retryOnCaseChange(catalog, async () => {
    const entry = (await listDailyCases(db, catalog, game)).find((e) => e.loaded.row.id === caseId);
    if (!entry) throw new AppError('caseNotFound');
    const others = await samePersonIds(db, userId);
    const opened = await openFreeChecked(db, userId, entry.loaded, (tx) => claimDailyCase(tx, { userId, others }, caseId, entry.levelFrom, now));
    return { c: entry.loaded, opened };
  });
}

async function claimDailyCase(tx: RawTx, person: { userId: number; others: number[] }, caseId: number, levelFrom: number, now: Date): Promise<void> {
  const { userId, others } = person;
  const [user] = await rawQuery<{ experience: number }>(tx, 'daily_experience', EXPERIENCE, [userId]);
  if (!user) throw new AppError('userNotFound');
  const state = dailyCaseState(levelFrom, levelForExp(user.experience), null, now);
  if (state === 'locked') throw new AppError('level_locked', { level: levelFrom });
  if (state === 'passed') throw new AppError('case_not_available');
  if (others.length > 0) {
    await rawQuery(tx, 'daily_lock_person', LOCK_PERSON, [Math.min(userId, ...others)]);
    const [taken] = await rawQuery<{ next_open_at: string | Date | null }>(tx, 'daily_person_next_open', PERSON_NEXT_OPEN, [others, now.toISOString()]);
    if (taken?.next_open_at) throw new AppError('daily_case_cooldown', { nextOpenIn: secondsUntil(new Date(taken.next_open_at), now) });
  }
  const nextOpenAt = new Date(now.getTime() + DAILY_CASE_PERIOD_MS);
  const claimed = await rawQuery(tx, 'daily_claim', CLAIM, [userId, nextOpenAt.toISOString(), caseId, now.toISOString()]);
  if (claimed.length > 0) return;
  const [claim] = await rawQuery<{ next_open_at: string | Date | null }>(tx, 'daily_next_open', NEXT_OPEN, [userId]);
  const next = claim?.next_open_at ? new Date(claim.next_open_at) : null;
  throw new AppError('daily_case_cooldown', { nextOpenIn: secondsUntil(next, now) });
}

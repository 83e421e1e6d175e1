import { eq, inArray, max } from 'drizzle-orm';
import { dailyCaseState, levelBand, levelForExp, secondsUntil, type DailyCase, type DailyCasesInfo, type Game } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { dailyCaseClaims, users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { presentCaseCard } from '../cases/present-case.js';
import { samePersonIds } from '../risk/account-signals.js';
import { caseRef, dailyCaseRows, listDailyCases, type DailyCaseRow } from './daily-catalog.js';

/** When the player may open a daily case again: the latest period of the player's or of an account of the same person. */
async function nextOpenAtOf(db: DbOrTx, userId: number): Promise<Date | null> {
  const accounts = [userId, ...(await samePersonIds(db, userId))];
  const [claim] = await db.select({ nextOpenAt: max(dailyCaseClaims.nextOpenAt) }).from(dailyCaseClaims).where(inArray(dailyCaseClaims.userId, accounts));
  return claim?.nextOpenAt ?? null;
}

async function levelOf(db: DbOrTx, userId: number): Promise<number> {
  const [user] = await db.select({ experience: users.experience }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('userNotFound');
  return levelForExp(user.experience);
}

/** GET /v1/cases/daily: every band's case with where it stands for the player. */
export async function getDailyCases(db: DbOrTx, catalog: CaseCatalog, game: Game, userId: number, now = new Date()): Promise<DailyCase[]> {
  const [level, nextOpenAt, entries] = await Promise.all([levelOf(db, userId), nextOpenAtOf(db, userId), listDailyCases(db, catalog, game)]);
  return entries.map((e) => {
    const state = dailyCaseState(e.levelFrom, level, nextOpenAt, now);
    return {
      ...presentCaseCard(e.loaded),
      levelFrom: e.levelFrom,
      levelTo: e.levelTo,
      state,
      nextOpenIn: state === 'cooldown' ? secondsUntil(nextOpenAt, now) : 0,
    };
  });
}

/** The player's daily countdown from the daily cases, level and claim; the User levels entity shows the same figures. */
function summarizeDaily(rows: DailyCaseRow[], level: number, nextOpenAt: Date | null, now: Date): DailyCasesInfo {
  const band = levelBand(level);
  const current = rows.find((e) => e.levelFrom === band.from) ?? null;
  const next = rows.find((e) => e.levelFrom > band.from) ?? null;
  const wait = secondsUntil(nextOpenAt, now);
  return {
    userLevel: level,
    band: { from: band.from, to: band.to },
    nearestCaseTime: wait,
    availableAt: wait > 0 && nextOpenAt ? nextOpenAt.toISOString() : null,
    currentCase: current ? caseRef(current) : null,
    nextLevelCaseData: next ? caseRef(next) : null,
    availableCases: current && wait === 0 ? [caseRef(current)] : [],
  };
}

/** GET /v1/cases/daily/info. */
export async function getDailyInfo(db: DbOrTx, game: Game, userId: number, now = new Date()): Promise<DailyCasesInfo> {
  const [level, nextOpenAt, rows] = await Promise.all([levelOf(db, userId), nextOpenAtOf(db, userId), dailyCaseRows(db, game)]);
  return summarizeDaily(rows, level, nextOpenAt, now);
}

/** The daily part of the User levels entity for a player at `level`. */
export async function dailyLevelFields(db: DbOrTx, game: Game, userId: number, level: number, now = new Date()) {
  const [nextOpenAt, rows] = await Promise.all([nextOpenAtOf(db, userId), dailyCaseRows(db, game)]);
  if (rows.length === 0) return { nearestCaseTime: null, nextLevelCaseData: null, availableCases: [] };
  const info = summarizeDaily(rows, level, nextOpenAt, now);
  return { nearestCaseTime: info.nearestCaseTime, nextLevelCaseData: info.nextLevelCaseData, availableCases: info.availableCases };
}

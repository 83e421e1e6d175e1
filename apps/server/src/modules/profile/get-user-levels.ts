import { inArray } from 'drizzle-orm';
import { levelForExp, levelProgress, type Game, type UserLevels } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';
import { dailyLevelFields } from '../daily-cases/get-daily-cases.js';
import { loadUser, type UserRow } from '../users/load-user.js';

/** The User levels entity; its case fields are the daily (level) cases' countdown. */
export async function presentLevels(db: DbOrTx, row: UserRow, game: Game): Promise<UserLevels> {
  const progress = levelProgress(row.experience);
  return {
    ...progress,
    wasGeneratedLvl: row.levelGenerated,
    ...(await dailyLevelFields(db, game, row.id, progress.userLevel)),
  };
}

export async function getUserLevels(db: DbOrTx, userId: number, game: Game): Promise<UserLevels> {
  return presentLevels(db, await loadUser(db, userId), game);
}

/** Levels of several users; unknown ids are left out (the client defaults them to 0). */
export async function getLevelsOf(db: DbOrTx, userIds: number[]): Promise<{ userId: number; level: number }[]> {
  const ids = [...new Set(userIds)].slice(0, 200);
  if (ids.length === 0) return [];
  const rows = await db.select({ id: users.id, experience: users.experience }).from(users).where(inArray(users.id, ids));
  return rows.map((r) => ({ userId: r.id, level: levelForExp(r.experience) }));
}

import { inArray } from 'drizzle-orm';
import { levelForExp, levelProgress, type UserLevels } from '@tastydrop/domain';
import type { DbOrTx } from '../../db/index.js';
import { users } from '../../db/schema/index.js';
import { loadUser, type UserRow } from './load-user.js';

/** The User levels entity (part 1 §3). Level cases arrive with the cases catalog. */
export function presentLevels(row: UserRow): UserLevels {
  return {
    ...levelProgress(row.experience),
    wasGeneratedLvl: row.levelGenerated,
    nearestCaseTime: null,
    nextLevelCaseData: null,
    availableCases: [],
  };
}

export async function getUserLevels(db: DbOrTx, userId: number): Promise<UserLevels> {
  return presentLevels(await loadUser(db, userId));
}

/** Levels of several users; unknown ids are left out (the client defaults them to 0). */
export async function getLevelsOf(db: DbOrTx, userIds: number[]): Promise<{ userId: number; level: number }[]> {
  const ids = [...new Set(userIds)].slice(0, 200);
  if (ids.length === 0) return [];
  const rows = await db.select({ id: users.id, experience: users.experience }).from(users).where(inArray(users.id, ids));
  return rows.map((r) => ({ userId: r.id, level: levelForExp(r.experience) }));
}

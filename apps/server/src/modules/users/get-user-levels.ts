import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { levelForExp, levelProgress, type Game, type UserLevels } from '@tastydrop/domain';
import type { DbOrTx } from '../../db/index.js';
import { cases, users } from '../../db/schema/index.js';
import { loadUser, type UserRow } from './load-user.js';

interface LevelCase {
  id: number;
  slug: string;
  name: string;
  level: number;
}

/** The User levels entity (part 1 §3), with the level-gated cases the player has reached and the next one. */
export function presentLevels(row: UserRow, levelCases: LevelCase[] = []): UserLevels {
  const progress = levelProgress(row.experience);
  const ref = (c: LevelCase) => ({ caseName: c.name, link: `/open/${c.slug}`, id: c.id });
  const next = levelCases.find((c) => c.level > progress.userLevel);
  return {
    ...progress,
    wasGeneratedLvl: row.levelGenerated,
    nearestCaseTime: null,
    nextLevelCaseData: next ? ref(next) : null,
    availableCases: levelCases.filter((c) => c.level <= progress.userLevel).map(ref),
  };
}

/** Money cases that open at a level (the coin cases have their own gates). */
export async function levelCases(db: DbOrTx, game: Game): Promise<LevelCase[]> {
  return db
    .select({ id: cases.id, slug: cases.slug, name: cases.name, level: cases.level })
    .from(cases)
    .where(and(eq(cases.game, game), gt(cases.level, 1), eq(cases.available, true), eq(cases.locked, false), eq(cases.currency, 'GOLD')))
    .orderBy(asc(cases.level), asc(cases.id));
}

export async function getUserLevels(db: DbOrTx, userId: number, game: Game): Promise<UserLevels> {
  const [row, gated] = await Promise.all([loadUser(db, userId), levelCases(db, game)]);
  return presentLevels(row, gated);
}

/** Levels of several users; unknown ids are left out (the client defaults them to 0). */
export async function getLevelsOf(db: DbOrTx, userIds: number[]): Promise<{ userId: number; level: number }[]> {
  const ids = [...new Set(userIds)].slice(0, 200);
  if (ids.length === 0) return [];
  const rows = await db.select({ id: users.id, experience: users.experience }).from(users).where(inArray(users.id, ids));
  return rows.map((r) => ({ userId: r.id, level: levelForExp(r.experience) }));
}

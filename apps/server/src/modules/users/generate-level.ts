import { and, eq, sql } from 'drizzle-orm';
import { expForLevel, type Game, type UserLevels } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { presentLevels } from './get-user-levels.js';

/** The experience every new player receives once (docs/decisions/004-levels.md). */
const GENERATED_LEVEL = 2;

/** Generates the player's starting level, once only. */
export async function generateLevel(db: Db, userId: number, game: Game): Promise<UserLevels> {
  const [row] = await db
    .update(users)
    .set({ levelGenerated: true, experience: sql`greatest(${users.experience}, ${expForLevel(GENERATED_LEVEL)})` })
    .where(and(eq(users.id, userId), eq(users.levelGenerated, false)))
    .returning();
  if (!row) throw new AppError('level_already_generated');
  return presentLevels(db, row, game);
}

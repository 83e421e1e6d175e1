import { and, eq, sql } from 'drizzle-orm';
import { expForLevel } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { UserRow } from './load-user.js';

/** The experience every new player receives once (docs/decisions/004-levels.md). */
const GENERATED_LEVEL = 2;

/** Raises the player to the starting level, once only (level_already_generated after); returns the row. */
export async function grantStartingLevel(db: DbOrTx, userId: number): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ levelGenerated: true, experience: sql`greatest(${users.experience}, ${expForLevel(GENERATED_LEVEL)})` })
    .where(and(eq(users.id, userId), eq(users.levelGenerated, false)))
    .returning();
  if (!row) throw new AppError('level_already_generated');
  return row;
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { battlePassLevels, battlePassTasks } from '../../platform/db/schema/index.js';

/** The writes of battle pass levels (docs/decisions/053-one-owner-per-table.md): the events module alone changes `battle_pass_levels`. */

export type NewBattlePassLevel = typeof battlePassLevels.$inferInsert;

/** Adds battle pass levels in one statement. */
export async function insertBattlePassLevels(db: DbOrTx, rows: NewBattlePassLevel[]): Promise<void> {
  await db.insert(battlePassLevels).values(rows);
}

/** Replaces an event's levels with `rows` (claims already made keep the version they read). */
export async function replaceBattlePassLevels(db: DbOrTx, eventId: number, rows: NewBattlePassLevel[]): Promise<void> {
  await db.delete(battlePassLevels).where(eq(battlePassLevels.eventId, eventId));
  await insertBattlePassLevels(db, rows);
}

/** Adds battle pass tasks in one statement. */
export async function insertBattlePassTasks(db: DbOrTx, rows: (typeof battlePassTasks.$inferInsert)[]): Promise<void> {
  await db.insert(battlePassTasks).values(rows);
}

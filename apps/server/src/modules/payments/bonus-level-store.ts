import type { DbOrTx } from '../../platform/db/index.js';
import { bonusLevels } from '../../platform/db/schema/index.js';

/** The writes of deposit bonus levels (docs/decisions/053-one-owner-per-table.md): the payments module alone changes `bonus_levels`. */

/** One deposit bonus level: from `limit` kopecks, `multiplierBp` basis points. */
export interface NewBonusLevel {
  limit: number;
  multiplierBp: number;
}

/** Adds deposit bonus levels in one statement. */
export async function insertBonusLevels(db: DbOrTx, levels: readonly NewBonusLevel[]): Promise<void> {
  await db.insert(bonusLevels).values([...levels]);
}

/** Replaces the deposit bonus levels as a whole (none at all when `levels` is empty). */
export async function replaceBonusLevels(db: DbOrTx, levels: readonly NewBonusLevel[]): Promise<void> {
  await db.delete(bonusLevels);
  if (levels.length > 0) await insertBonusLevels(db, levels);
}

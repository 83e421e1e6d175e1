import { asc } from 'drizzle-orm';
import { toWire, type BonusLevel } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { bonusLevels } from '../../platform/db/schema/index.js';

/** Bonus levels in code form: from `limit` kopecks, `multiplierBp` basis points. */
export async function loadBonusLevels(db: DbOrTx): Promise<{ limit: number; multiplierBp: number }[]> {
  return db.select({ limit: bonusLevels.limit, multiplierBp: bonusLevels.multiplierBp }).from(bonusLevels).orderBy(asc(bonusLevels.limit));
}

/** GET /payments/bonus/levels: limit (roubles) and bonus multiplier, ascending. */
export async function listBonusLevels(db: DbOrTx): Promise<BonusLevel[]> {
  return (await loadBonusLevels(db)).map((l) => ({ limit: toWire(l.limit), bonusMultiplier: l.multiplierBp / 10_000 }));
}

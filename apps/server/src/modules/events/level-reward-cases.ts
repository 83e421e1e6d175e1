import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { cases, type BattlePassRewardCase } from '../../platform/db/schema/index.js';

/** A level's case reward as the pass shows it (`caseData`): free opens of a catalog case. */
export interface LevelRewardCase {
  caseId: number;
  amount: number;
  img: string;
  url: string;
  /** The case's slug (its page is /open/{slug}). */
  slug: string;
  name: string;
}

/** Looks up the cases of level rewards in one query; cases missing from the catalog are left out. */
export async function loadLevelRewardCases(db: DbOrTx, rewards: BattlePassRewardCase[]): Promise<(reward: BattlePassRewardCase) => LevelRewardCase | null> {
  const ids = [...new Set(rewards.map((r) => r.caseId))];
  const rows = ids.length ? await db.select({ id: cases.id, slug: cases.slug, name: cases.name, appearance: cases.appearance }).from(cases).where(inArray(cases.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (reward) => {
    const row = byId.get(reward.caseId);
    if (!row) return null;
    return { caseId: row.id, amount: reward.opens, img: row.appearance.image, url: `/open/${encodeURIComponent(row.slug)}`, slug: row.slug, name: row.name };
  };
}

import type { DbOrTx } from '../../platform/db/index.js';
import { experimentExposures } from '../../platform/db/schema/index.js';
import { runningExperiments, variantFor } from './read-assignments.js';
import type { Visitor } from './visitor.js';

/**
 * Records that the site showed a visitor their variants. Only a running experiment's variant the visitor is
 * really in counts (a claim of another is ignored); a unit's first exposure to an experiment is kept and repeats
 * change nothing. Returns how many exposures were new.
 */
export async function recordExposures(db: DbOrTx, visitor: Visitor, shown: readonly { experiment: string; variant: string }[], now: Date): Promise<{ recorded: number }> {
  const claimed = new Map(shown.map((s) => [s.experiment, s.variant]));
  const rows = (await runningExperiments(db))
    .filter((e) => claimed.has(e.key) && variantFor(e, visitor, now)?.key === claimed.get(e.key))
    .map((e) => ({ experimentId: e.id, unitId: visitor.unitId, variant: claimed.get(e.key)!, exposedAt: now }));
  if (rows.length === 0) return { recorded: 0 };
  const inserted = await db.insert(experimentExposures).values(rows).onConflictDoNothing().returning({ experimentId: experimentExposures.experimentId });
  return { recorded: inserted.length };
}

import { eq } from 'drizzle-orm';
import { assignVariant, inTraffic, isTargeted, type AssignedVariant } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { experimentFlags, experiments } from '../../platform/db/schema/index.js';
import type { Visitor } from './visitor.js';

/** The running experiments, as the site's calls and the exposures read them. */
export function runningExperiments(db: DbOrTx) {
  return db.select().from(experiments).where(eq(experiments.status, 'running'));
}

type Running = Awaited<ReturnType<typeof runningExperiments>>[number];

/** The variant a visitor is in, or null when the experiment does not reach them or they fall outside its traffic. */
export function variantFor(experiment: Running, visitor: Visitor, now: Date): AssignedVariant | null {
  if (!isTargeted(experiment.target, visitor.audience, now)) return null;
  const key = assignVariant(experiment, visitor.unitId);
  if (key === null) return null;
  return { key, payload: experiment.variants.find((v) => v.key === key)?.payload ?? null };
}

/** GET /sdk/v2/vardata: the variant of every running experiment the visitor is in, by experiment key. */
export async function readVariants(db: DbOrTx, visitor: Visitor, now: Date): Promise<{ variants: Record<string, AssignedVariant> }> {
  const variants: Record<string, AssignedVariant> = {};
  for (const experiment of await runningExperiments(db)) {
    const variant = variantFor(experiment, visitor, now);
    if (variant) variants[experiment.key] = variant;
  }
  return { variants };
}

/** GET /sdk/v2/flags: each flag's value for the visitor: on, reaching them, and within its rollout share. */
export async function readFlags(db: DbOrTx, visitor: Visitor, now: Date): Promise<{ flags: Record<string, boolean> }> {
  const flags: Record<string, boolean> = {};
  for (const flag of await db.select().from(experimentFlags)) {
    flags[flag.key] = flag.enabled && isTargeted(flag.target, visitor.audience, now) && inTraffic(flag.key, flag.salt, visitor.unitId, flag.rolloutPercent);
  }
  return { flags };
}

import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { ExperimentInputData } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { experimentExposures, experiments, type StoredVariant } from '../../platform/db/schema/index.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError } from '../../core/app-error.js';
import type { AuditChange } from './console-audit.js';

const refused = (field: string, why: string) => new AppError('validation', { fields: { [`experiment.${field}`]: why }, in: 'body' });

/** Every experiment, live ones first, with how many units have been exposed to it. */
export function listExperiments(db: Db) {
  return db
    .select({
      id: experiments.id,
      key: experiments.key,
      description: experiments.description,
      status: experiments.status,
      variants: experiments.variants,
      trafficPercent: experiments.trafficPercent,
      target: experiments.target,
      startedAt: experiments.startedAt,
      stoppedAt: experiments.stoppedAt,
      exposures: db.$count(experimentExposures, eq(experimentExposures.experimentId, experiments.id)),
    })
    .from(experiments)
    .orderBy(sql`${experiments.status} = 'stopped'`, desc(experiments.id));
}

const storedVariants = (input: ExperimentInputData): StoredVariant[] => input.variants.map((v) => ({ key: v.key, weight: v.weight, payload: v.payload ?? null }));

const sameVariants = (a: readonly StoredVariant[], b: readonly StoredVariant[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Creates an experiment as a draft (id null) or changes one. Its key never changes, and once it has started its
 * variants, weights and payloads are fixed: units already exposed must stay where they were. Its description, share
 * of traffic and target may change at any time. Audited.
 */
export async function saveExperiment(db: Db, id: number | null, input: ExperimentInputData, audit: AuditChange): Promise<{ id: number }> {
  const values = { key: input.key, description: input.description, variants: storedVariants(input), trafficPercent: input.trafficPercent, target: input.target };
  try {
    return await db.transaction(async (tx) => {
      if (id === null) {
        const [created] = await tx.insert(experiments).values({ ...values, salt: randomBytes(8).toString('hex') }).returning({ id: experiments.id });
        await audit(tx, { action: 'experiment.create', target: `experiment:${created!.id}`, after: values });
        return { id: created!.id };
      }
      const [before] = await tx.select().from(experiments).where(eq(experiments.id, id)).for('update');
      if (!before) throw new AppError('dataNotFound');
      if (before.key !== input.key) throw refused('key', 'keyFixed');
      if (before.startedAt !== null && !sameVariants(before.variants, values.variants)) throw refused('variants', 'variantsFixed');
      await tx.update(experiments).set({ ...values, updatedAt: new Date() }).where(eq(experiments.id, id));
      const { salt: _salt, ...shown } = before;
      await audit(tx, { action: 'experiment.update', target: `experiment:${id}`, before: shown, after: values });
      return { id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused('key', 'keyTaken');
    throw error;
  }
}

/**
 * Starts an experiment (a draft, or a stopped one again) or stops a running one. Starting refuses while another
 * experiment of the key is live. Audited when it changes something.
 */
export async function setExperimentStatus(db: Db, id: number, status: 'running' | 'stopped', audit: AuditChange): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(experiments).where(eq(experiments.id, id)).for('update');
      if (!before) throw new AppError('dataNotFound');
      if (before.status === status) return;
      if (status === 'stopped' && before.status !== 'running') throw new AppError('validation', { fields: { status: 'notRunning' }, in: 'body' });
      const now = new Date();
      const change = status === 'running' ? { status, startedAt: before.startedAt ?? now, stoppedAt: null } : { status, stoppedAt: now };
      await tx.update(experiments).set({ ...change, updatedAt: now }).where(eq(experiments.id, id));
      await audit(tx, { action: status === 'running' ? 'experiment.start' : 'experiment.stop', target: `experiment:${id}`, before: { status: before.status }, after: change });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('validation', { fields: { status: 'keyLive' }, in: 'body' });
    throw error;
  }
}

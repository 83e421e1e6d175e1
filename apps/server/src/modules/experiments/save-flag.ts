import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FlagInputData } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { experimentFlags } from '../../platform/db/schema/index.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError } from '../../core/app-error.js';
import type { AuditChange } from './console-audit.js';

const keyTaken = () => new AppError('validation', { fields: { 'flag.key': 'keyTaken' }, in: 'body' });

/** Every flag, by key. */
export function listFlags(db: Db) {
  return db
    .select({
      id: experimentFlags.id,
      key: experimentFlags.key,
      description: experimentFlags.description,
      enabled: experimentFlags.enabled,
      rolloutPercent: experimentFlags.rolloutPercent,
      target: experimentFlags.target,
      updatedAt: experimentFlags.updatedAt,
    })
    .from(experimentFlags)
    .orderBy(asc(experimentFlags.key));
}

/** Creates a flag (id null) or changes one; a flag keeps its key, which the site reads it by. Audited. */
export async function saveFlag(db: Db, id: number | null, input: FlagInputData, audit: AuditChange): Promise<{ id: number }> {
  const values = { key: input.key, description: input.description, enabled: input.enabled, rolloutPercent: input.rolloutPercent, target: input.target };
  try {
    return await db.transaction(async (tx) => {
      if (id === null) {
        const [created] = await tx.insert(experimentFlags).values({ ...values, salt: randomBytes(8).toString('hex') }).returning({ id: experimentFlags.id });
        await audit(tx, { action: 'experiment.flag_create', target: `flag:${created!.id}`, after: values });
        return { id: created!.id };
      }
      const [before] = await tx.select().from(experimentFlags).where(eq(experimentFlags.id, id)).for('update');
      if (!before) throw new AppError('dataNotFound');
      if (before.key !== input.key) throw new AppError('validation', { fields: { 'flag.key': 'keyFixed' }, in: 'body' });
      await tx.update(experimentFlags).set({ ...values, updatedAt: new Date() }).where(eq(experimentFlags.id, id));
      const { salt: _salt, ...shown } = before;
      await audit(tx, { action: 'experiment.flag_update', target: `flag:${id}`, before: shown, after: values });
      return { id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw keyTaken();
    throw error;
  }
}

import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { identityChecks, identityFiles } from '../../platform/db/schema/index.js';
import type { JobHandler } from '../../platform/jobs/job-runner.js';

export const IDENTITY_PURGE_JOB = 'identity-purge';
const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;

/** Deletes the files of checks decided more than `retentionDays` ago; the decision itself is kept. Returns how many checks lost their files. */
export async function purgeIdentityFiles(db: Db, now: Date, retentionDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(identityChecks)
      .set({ filesDeletedAt: now })
      .where(and(inArray(identityChecks.status, ['approved', 'rejected']), lt(identityChecks.decidedAt, cutoff), isNull(identityChecks.filesDeletedAt)))
      .returning({ id: identityChecks.id });
    if (expired.length > 0) await tx.delete(identityFiles).where(inArray(identityFiles.checkId, expired.map((e) => e.id)));
    return expired.length;
  });
}

export function identityJobHandlers(deps: { db: Db; retentionDays: number }): Record<string, JobHandler> {
  return {
    [IDENTITY_PURGE_JOB]: {
      async run(ctx) {
        await purgeIdentityFiles(deps.db, ctx.now(), deps.retentionDays);
        return { rerunAt: new Date(ctx.now().getTime() + PURGE_EVERY_MS) };
      },
    },
  };
}

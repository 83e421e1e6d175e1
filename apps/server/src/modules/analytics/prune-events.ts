import { lt } from 'drizzle-orm';
import { UTM_KEEP_DAYS } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import type { JobHandler } from '../../platform/jobs/job-runner.js';
import { analyticsEvents } from '../../platform/db/schema/index.js';

export const ANALYTICS_PRUNE_JOB = 'analytics-prune';
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

/** Forgets analytics events older than the month utm and click data are kept. */
export async function pruneAnalyticsEvents(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - UTM_KEEP_DAYS * 86_400_000);
  await db.delete(analyticsEvents).where(lt(analyticsEvents.createdAt, cutoff));
}

export function analyticsJobHandlers(deps: { db: Db }): Record<string, JobHandler> {
  return {
    [ANALYTICS_PRUNE_JOB]: {
      async run(ctx) {
        await pruneAnalyticsEvents(deps.db, ctx.now());
        return { rerunAt: new Date(ctx.now().getTime() + PRUNE_EVERY_MS) };
      },
    },
  };
}

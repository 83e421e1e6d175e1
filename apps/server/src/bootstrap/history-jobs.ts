import type { Config } from '../platform/config.js';
import type { Db } from '../platform/db/index.js';
import type { JobHandler } from '../platform/jobs/job-runner.js';
import { maintainAuditPartitions } from '../modules/admin/audit-partitions.js';
import { maintainEventPartitions } from '../modules/analytics/event-partitions.js';
import { maintainWebhookEventPartitions } from '../modules/payments/webhook-event-partitions.js';

export const HISTORY_PARTITIONS_JOB = 'history-partitions';
const EVERY_MS = 24 * 60 * 60 * 1000;

type HistoryConfig = Pick<Config, 'HISTORY_MONTHS_AHEAD' | 'ANALYTICS_KEEP_MONTHS' | 'WEBHOOK_EVENTS_KEEP_MONTHS'>;

/** Each owner's partition maintenance of the partitioned history tables, in one pass. */
export async function maintainHistoryPartitions(db: Db, config: HistoryConfig, now: Date) {
  const monthsAhead = config.HISTORY_MONTHS_AHEAD;
  return {
    analyticsEvents: await maintainEventPartitions(db, now, { monthsAhead, keepMonths: config.ANALYTICS_KEEP_MONTHS }),
    paymentWebhookEvents: await maintainWebhookEventPartitions(db, now, { monthsAhead, keepMonths: config.WEBHOOK_EVENTS_KEEP_MONTHS }),
    auditLog: await maintainAuditPartitions(db, now, { monthsAhead }),
  };
}

/** Once a day (and at every start): the months ahead get their partitions, the months past retention are dropped. */
export function historyJobHandlers(deps: { db: Db; config: HistoryConfig }): Record<string, JobHandler> {
  return {
    [HISTORY_PARTITIONS_JOB]: {
      async run(ctx) {
        await maintainHistoryPartitions(deps.db, deps.config, ctx.now());
        return { rerunAt: new Date(ctx.now().getTime() + EVERY_MS) };
      },
    },
  };
}

import type { Config } from '../platform/config.js';
import type { Db } from '../platform/db/index.js';
import { deleteEndedSessions } from '../platform/http/session-store.js';
import type { JobHandler } from '../platform/jobs/job-runner.js';
import { maintainAuditPartitions } from '../modules/admin/audit-partitions.js';
import { maintainEventPartitions } from '../modules/analytics/event-partitions.js';
import { maintainWebhookEventPartitions } from '../modules/payments/webhook-event-partitions.js';

export const HISTORY_PARTITIONS_JOB = 'history-partitions';
const DAY_MS = 24 * 60 * 60 * 1000;

type HistoryConfig = Pick<Config, 'HISTORY_MONTHS_AHEAD' | 'ANALYTICS_KEEP_MONTHS' | 'WEBHOOK_EVENTS_KEEP_MONTHS' | 'SESSIONS_KEEP_DAYS'>;

/** Each owner's partition maintenance of the partitioned history tables, and the sessions long ended, in one pass. */
export async function maintainHistory(db: Db, config: HistoryConfig, now: Date) {
  const monthsAhead = config.HISTORY_MONTHS_AHEAD;
  return {
    analyticsEvents: await maintainEventPartitions(db, now, { monthsAhead, keepMonths: config.ANALYTICS_KEEP_MONTHS }),
    paymentWebhookEvents: await maintainWebhookEventPartitions(db, now, { monthsAhead, keepMonths: config.WEBHOOK_EVENTS_KEEP_MONTHS }),
    auditLog: await maintainAuditPartitions(db, now, { monthsAhead }),
    endedSessions: await deleteEndedSessions(db, new Date(now.getTime() - config.SESSIONS_KEEP_DAYS * DAY_MS)),
  };
}

/** Once a day (and at every start): the months ahead get their partitions, what is past its retention goes. */
export function historyJobHandlers(deps: { db: Db; config: HistoryConfig }): Record<string, JobHandler> {
  return {
    [HISTORY_PARTITIONS_JOB]: {
      async run(ctx) {
        await maintainHistory(deps.db, deps.config, ctx.now());
        return { rerunAt: new Date(ctx.now().getTime() + DAY_MS) };
      },
    },
  };
}

import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { dailyCaseClaims, notificationPreferences } from '../../platform/db/schema/index.js';
import type { JobHandler, JobLogger } from '../../platform/jobs/job-runner.js';
import { markDailyCaseNotified } from '../daily-cases/daily-claims.js';
import type { ChannelSenders } from './channel-senders.js';
import { queueDailyCaseNotice, sendPendingNotifications } from './notification-outbox.js';

export const DAILY_NOTIFY_SCAN_JOB = 'daily-notify-scan';
export const NOTIFICATION_OUTBOX_JOB = 'notification-outbox-send';
const SCAN_EVERY_MS = 60_000;
const SEND_EVERY_MS = 5_000;
const SCAN_BATCH = 500;

/**
 * Finds players whose daily case has become available and who asked to be told, and in one
 * transaction per player marks the period as notified and writes the outbox rows that the
 * sender delivers: deciding and queueing commit together, so a crash loses nothing.
 */
export async function scanDailyNotifications(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ userId: dailyCaseClaims.userId, nextOpenAt: dailyCaseClaims.nextOpenAt })
    .from(dailyCaseClaims)
    .innerJoin(notificationPreferences, eq(notificationPreferences.userId, dailyCaseClaims.userId))
    .where(
      and(
        lt(dailyCaseClaims.nextOpenAt, sql`${now.toISOString()}::timestamptz`),
        or(isNull(dailyCaseClaims.notifiedFor), lt(dailyCaseClaims.notifiedFor, dailyCaseClaims.nextOpenAt)),
        or(notificationPreferences.email, notificationPreferences.webPush, notificationPreferences.telegram, notificationPreferences.vk),
      ),
    )
    .limit(SCAN_BATCH);
  let queued = 0;
  for (const row of due) {
    await db.transaction(async (tx) => {
      if (!(await markDailyCaseNotified(tx, row.userId, row.nextOpenAt))) return;
      if ((await queueDailyCaseNotice(tx, row.userId, row.nextOpenAt.toISOString())) > 0) queued += 1;
    });
  }
  return queued;
}

export function dailyNotifyJobHandlers(deps: { db: Db; senders: ChannelSenders; baseUrl: string; log: JobLogger }): Record<string, JobHandler> {
  return {
    [DAILY_NOTIFY_SCAN_JOB]: {
      async run(ctx) {
        await scanDailyNotifications(deps.db, ctx.now());
        return { rerunAt: new Date(ctx.now().getTime() + SCAN_EVERY_MS) };
      },
    },
    [NOTIFICATION_OUTBOX_JOB]: {
      async run(ctx) {
        await sendPendingNotifications(deps.db, deps.senders, { now: ctx.now, baseUrl: deps.baseUrl, log: deps.log });
        return { rerunAt: new Date(ctx.now().getTime() + SEND_EVERY_MS) };
      },
    },
  };
}

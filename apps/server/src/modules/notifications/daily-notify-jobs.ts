import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import texts from '@tastydrop/domain/locales/ru/missions.json' with { type: 'json' };
import type { Db } from '../../db/index.js';
import { dailyCaseClaims, notificationPreferences, pushSubscriptions, users } from '../../db/schema/index.js';
import type { JobHandler, JobLogger } from '../../jobs/job-runner.js';
import { enqueueJobs } from '../../jobs/job-store.js';
import type { ChannelSenders } from './channel-senders.js';

export const DAILY_NOTIFY_SCAN_JOB = 'daily-notify-scan';
export const DAILY_NOTIFY_JOB = 'daily-notify';
const SCAN_EVERY_MS = 60_000;
const SCAN_BATCH = 500;

/**
 * Finds players whose daily case has become available and who asked to be told, marks the
 * period as notified (once per period) and queues one notification job each.
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
      const [marked] = await tx
        .update(dailyCaseClaims)
        .set({ notifiedFor: row.nextOpenAt })
        .where(and(eq(dailyCaseClaims.userId, row.userId), eq(dailyCaseClaims.nextOpenAt, row.nextOpenAt)))
        .returning({ userId: dailyCaseClaims.userId });
      if (!marked) return;
      const key = `${DAILY_NOTIFY_JOB}:${row.userId}:${row.nextOpenAt.toISOString()}`;
      await enqueueJobs(tx, [{ type: DAILY_NOTIFY_JOB, payload: { userId: row.userId }, dedupeKey: key, maxAttempts: 3 }]);
      queued += 1;
    });
  }
  return queued;
}

/** Sends one player's "your daily case is ready" on every channel they chose; a failed channel is logged. */
export async function notifyDailyCase(db: Db, senders: ChannelSenders, userId: number, baseUrl: string, log: JobLogger): Promise<number> {
  const [pref] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  if (!pref) return 0;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const url = `${baseUrl}/daily-cases`;
  const text = `${texts.messages.dailyText} ${url}`;
  const sends: Promise<unknown>[] = [];
  if (pref.webPush) {
    const subs = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    for (const s of subs) sends.push(senders.push.send(s, { title: texts.messages.dailyTitle, body: texts.messages.dailyText, url: '/daily-cases' }));
  }
  if (pref.email && user?.email) sends.push(senders.mailer.send({ to: user.email, subject: texts.messages.dailyTitle, text }));
  if (pref.telegram && pref.telegramChatId && senders.telegram) sends.push(senders.telegram.send(pref.telegramChatId, text));
  if (pref.vk && pref.vkUserId && senders.vk) sends.push(senders.vk.send(pref.vkUserId, text));
  const results = await Promise.allSettled(sends);
  for (const r of results) if (r.status === 'rejected') log.warn({ userId, err: r.reason as unknown }, 'daily-case notification failed on a channel');
  return results.filter((r) => r.status === 'fulfilled').length;
}

export function dailyNotifyJobHandlers(deps: { db: Db; senders: ChannelSenders; baseUrl: string; log: JobLogger }): Record<string, JobHandler> {
  return {
    [DAILY_NOTIFY_SCAN_JOB]: {
      async run(ctx) {
        await scanDailyNotifications(deps.db, ctx.now());
        return { rerunAt: new Date(ctx.now().getTime() + SCAN_EVERY_MS) };
      },
    },
    [DAILY_NOTIFY_JOB]: {
      async run(ctx) {
        await notifyDailyCase(deps.db, deps.senders, Number(ctx.job.payload.userId), deps.baseUrl, deps.log);
      },
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { dailyCaseClaims, notificationOutbox } from '../src/platform/db/schema/index.js';
import { backoffMs } from '../src/platform/jobs/job-runner.js';
import { createChannelSenders, type ChannelSenders } from '../src/modules/notifications/channel-senders.js';
import { scanDailyNotifications } from '../src/modules/notifications/daily-notify-jobs.js';
import type { Mailer } from '../src/platform/mail/mailer.js';
import { claimOutbox, OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS, sendPendingNotifications } from '../src/modules/notifications/notification-outbox.js';
import { createPushSender } from '../src/modules/notifications/push-sender.js';
import { startFakePushService } from './fakes/fake-push-service.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakePushService>>;
const mailer: Mailer = { target: 'memory', send: async () => undefined };
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const browserKeys = () => ({ p256dh: webpush.generateVAPIDKeys().publicKey, auth: 'tBHItJI5svbpez7KI4CCXg' });

beforeAll(async () => {
  fake = await startFakePushService();
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A fresh node's senders (a restart), talking to the fake push service with a short timeout. */
const freshSenders = (): ChannelSenders => createChannelSenders(t.config, mailer, createPushSender(t.database.db, t.config, { agent: fake.agent, timeoutMs: 300 }));
const send = (senders: ChannelSenders, at: Date) => sendPendingNotifications(t.database.db, senders, { now: () => at, baseUrl: t.config.publicBaseUrl, log: silentLog });

/** A player subscribed to pushes at `endpoint` whose daily case became available one minute before `at`. */
async function dueSubscriber(path: string, at: Date) {
  const user = await registerUser(t.app);
  const endpoint = `${fake.url}/${path}/${user.userId}`;
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/notifications/push/subscribe', headers: bearer(user.token), payload: { endpoint, keys: browserKeys() } });
  expect(res.statusCode).toBe(200);
  await t.database.db.insert(dailyCaseClaims).values({ userId: user.userId, nextOpenAt: new Date(at.getTime() - 60_000), lastCaseId: 1, openedAt: at });
  return { ...user, path: `/${path}/${user.userId}` };
}

const rowsOf = (userId: number) => t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, userId));
const deliveriesTo = (path: string) => fake.deliveries.filter((d) => d.path === path).length;

describe('the daily-case notification outbox', () => {
  it('keeps a decided notification across a crash before sending and sends it after the restart', async () => {
    const at = new Date('2032-01-01T10:00:00Z');
    const user = await dueSubscriber('send', at);
    // The scan decides and queues in one transaction; the process dies before any sender runs.
    await scanDailyNotifications(t.database.db, at);
    expect(await scanDailyNotifications(t.database.db, at)).toBe(0);
    expect((await rowsOf(user.userId)).map((r) => [r.channel, r.status])).toEqual([['push', 'pending']]);
    expect(deliveriesTo(user.path)).toBe(0);

    await send(freshSenders(), new Date(at.getTime() + 1000));
    const [row] = await rowsOf(user.userId);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(deliveriesTo(user.path)).toBe(1);
    // Sent once: later passes send nothing more.
    await send(freshSenders(), new Date(at.getTime() + 600_000));
    expect(deliveriesTo(user.path)).toBe(1);
  });

  it('sends again a row whose sender died after claiming it, once its lease runs out', async () => {
    const at = new Date('2032-02-01T10:00:00Z');
    const user = await dueSubscriber('send', at);
    await scanDailyNotifications(t.database.db, at);
    // A sender claims the row and dies before delivering or recording anything.
    const claimed = await claimOutbox(t.database.db, at);
    expect(claimed.some((r) => r.userId === user.userId)).toBe(true);
    await send(freshSenders(), new Date(at.getTime() + 1000));
    expect(deliveriesTo(user.path)).toBe(0);
    await send(freshSenders(), new Date(at.getTime() + OUTBOX_LEASE_MS + 1000));
    expect(deliveriesTo(user.path)).toBe(1);
    expect((await rowsOf(user.userId))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('retries a failed send with backoff and marks it sent when the push service takes it', async () => {
    const at = new Date('2032-03-01T10:00:00Z');
    const user = await dueSubscriber('flaky', at);
    await scanDailyNotifications(t.database.db, at);
    await send(freshSenders(), at);
    const [failed] = await rowsOf(user.userId);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toMatch(/500|status/i);
    // Not before the backoff is over.
    await send(freshSenders(), new Date(at.getTime() + backoffMs(1) - 1000));
    expect(deliveriesTo(user.path)).toBe(1);
    await send(freshSenders(), new Date(at.getTime() + backoffMs(1) + 1000));
    expect(deliveriesTo(user.path)).toBe(2);
    expect((await rowsOf(user.userId))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('counts a push service that never answers as a failed attempt, and gives up after the last one', async () => {
    const at = new Date('2032-04-01T10:00:00Z');
    const user = await dueSubscriber('hang', at);
    await scanDailyNotifications(t.database.db, at);
    let clock = at.getTime();
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      await send(freshSenders(), new Date(clock));
      const [row] = await rowsOf(user.userId);
      expect(row!.attempts).toBe(attempt);
      expect(row!.status).toBe(attempt < OUTBOX_MAX_ATTEMPTS ? 'pending' : 'failed');
      clock += backoffMs(attempt) + 1000;
    }
    expect(deliveriesTo(user.path)).toBe(OUTBOX_MAX_ATTEMPTS);
  });

  it('lets one of two racing senders deliver a row', async () => {
    const at = new Date('2032-05-01T10:00:00Z');
    const user = await dueSubscriber('send', at);
    await scanDailyNotifications(t.database.db, at);
    const later = new Date(at.getTime() + 1000);
    await Promise.all([send(freshSenders(), later), send(freshSenders(), later), send(freshSenders(), later)]);
    expect(deliveriesTo(user.path)).toBe(1);
    expect((await rowsOf(user.userId))[0]).toMatchObject({ status: 'sent' });
  });
});

import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { dailyCaseClaims, pushSubscriptions, settings } from '../src/platform/db/schema/index.js';
import { createChannelSenders } from '../src/modules/notifications/channel-senders.js';
import { scanDailyNotifications } from '../src/modules/notifications/daily-notify-jobs.js';
import { queueDailyCaseNotice, sendPendingNotifications } from '../src/modules/notifications/notification-outbox.js';
import type { Mailer } from '../src/platform/mail/mailer.js';
import { createPushSender, pushPayload } from '../src/modules/notifications/push-sender.js';
import { startFakePushService } from './fakes/fake-push-service.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakePushService>>;
const mails: { to: string; text: string }[] = [];
const mailer: Mailer = { target: 'memory', send: async (m) => void mails.push(m) };
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

// A real browser key pair, so web-push can encrypt for it.
const browserKeys = () => {
  const ecdh = webpush.generateVAPIDKeys();
  return { p256dh: ecdh.publicKey, auth: 'tBHItJI5svbpez7KI4CCXg' };
};

beforeAll(async () => {
  fake = await startFakePushService();
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const post = (token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('web push and daily-case notifications', () => {
  it('generates the VAPID keys once and keeps them in the database', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/v1/notifications/push/public-key' })).json().data.public_key as string;
    expect(first).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const again = await createPushSender(t.database.db, t.config).publicKey();
    expect(again).toBe(first);
    const [row] = await t.database.db.select().from(settings).where(eq(settings.key, 'web_push_vapid'));
    expect((row!.value as { publicKey: string }).publicKey).toBe(first);
  });

  it('stores the subscription and switches on only the channels that can deliver', async () => {
    const user = await registerUser(t.app);
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/notifications/daily-cases/get-preferences', headers: bearer(user.token) })).json().data;
    expect(before.subscriptions).toEqual({ email: false, web_push: false, telegram: false, vk: false });
    await post(user.token, '/api/v1/notifications/push/subscribe', { endpoint: `${fake.url}/send/${user.userId}`, keys: browserKeys() });
    const rows = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.userId));
    expect(rows.map((r) => r.endpoint)).toEqual([`${fake.url}/send/${user.userId}`]);
    const updated = await post(user.token, '/api/v1/notifications/daily-cases/update-preferences', { email: true, web_push: true });
    expect(updated.json().data.subscriptions).toEqual({ email: false, web_push: true, telegram: false, vk: false });
    expect(updated.json().data.available).toMatchObject({ email: false, web_push: true });
    const off = await post(user.token, '/api/v1/notifications/daily-cases/update-preferences', { web_push: false });
    expect(off.json().data.subscriptions.web_push).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications/daily-cases/get-preferences' })).statusCode).toBe(401);
  });

  it('tells a subscribed player once per period that the daily case is ready, through the push service', async () => {
    const user = await registerUser(t.app);
    await post(user.token, '/api/v1/notifications/push/subscribe', { endpoint: `${fake.url}/send/ready-${user.userId}`, keys: browserKeys() });
    const now = new Date('2031-05-01T12:00:00Z');
    await t.database.db.insert(dailyCaseClaims).values({ userId: user.userId, nextOpenAt: new Date(now.getTime() + 60_000), lastCaseId: 1, openedAt: now });
    // Not yet available: nothing to send.
    expect(await scanDailyNotifications(t.database.db, now)).toBe(0);
    const later = new Date(now.getTime() + 120_000);
    expect(await scanDailyNotifications(t.database.db, later)).toBe(1);
    expect(await scanDailyNotifications(t.database.db, later)).toBe(0);

    const senders = createChannelSenders(t.config, mailer, createPushSender(t.database.db, t.config, { agent: fake.agent }));
    const publicKey = await senders.push.publicKey();
    await sendPendingNotifications(t.database.db, senders, { now: () => later, baseUrl: t.config.publicBaseUrl, log: silentLog });
    const delivery = fake.deliveries.find((d) => d.path === `/send/ready-${user.userId}`);
    expect(delivery).toBeDefined();
    expect(delivery!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(delivery!.headers.authorization)).toContain(`k=${publicKey}`);
    expect(delivery!.body.length).toBeGreaterThan(0);
  });

  it("names the site's own icon and badge in every message, so a CS notification shows the CS app", () => {
    const message = { title: 'Кейс готов', body: 'Заберите', url: '/daily-cases' };
    const dota = JSON.parse(pushPayload('dota', message)) as Record<string, string>;
    const cs = JSON.parse(pushPayload('cs', message)) as Record<string, string>;
    expect(dota).toEqual({ ...message, icon: '/icon-192.png', badge: '/favicon.svg' });
    expect(cs).toEqual({ ...message, icon: '/cs/icon-192.png', badge: '/cs/favicon.svg' });
    for (const file of [dota.icon, dota.badge, cs.icon, cs.badge]) expect(existsSync(new URL(`../../web/public${file}`, import.meta.url)), file).toBe(true);
  });

  it('drops a subscription the push service says is gone', async () => {
    const user = await registerUser(t.app);
    await post(user.token, '/api/v1/notifications/push/subscribe', { endpoint: `${fake.url}/gone/${user.userId}`, keys: browserKeys() });
    const senders = createChannelSenders(t.config, mailer, createPushSender(t.database.db, t.config, { agent: fake.agent }));
    await queueDailyCaseNotice(t.database.db, user.userId, 'gone-period');
    await sendPendingNotifications(t.database.db, senders, { now: () => new Date(), baseUrl: t.config.publicBaseUrl, log: silentLog });
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.userId))).toEqual([]);
  });
});

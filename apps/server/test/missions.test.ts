import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cases, freeCaseGrants, users } from '../src/platform/db/schema/index.js';
import { signEmailToken } from '../src/modules/missions/email-token.js';
import { latestOutboxMessage } from '../src/platform/mail/mailer.js';
import { bookMismatches } from './ledger-check.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { sendJson, startFakeServer, type FakeServer } from './fakes/fake-server.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbC-12_x';
let t: TestApp;
let fakeTelegram: FakeServer;
let fakeVk: FakeServer;
const telegramMembers = new Set(['1001']);
const vkMembers = new Set(['2002']);
const seen: string[] = [];

beforeAll(async () => {
  fakeTelegram = await startFakeServer((req, res) => {
    seen.push(`${req.url.pathname}?${req.url.searchParams.toString()}`);
    if (!req.url.pathname.endsWith('/getChatMember')) return sendJson(res, 404, { ok: false });
    const member = telegramMembers.has(req.url.searchParams.get('user_id') ?? '');
    sendJson(res, 200, { ok: true, result: { status: member ? 'member' : 'left' } });
  });
  fakeVk = await startFakeServer((req, res) => {
    seen.push(`${req.url.pathname}?${req.form.toString()}`);
    sendJson(res, 200, { response: vkMembers.has(req.form.get('user_id') ?? '') ? 1 : 0 });
  });
  t = await createTestApp({
    env: {
      MAIL_OUTBOX_DIR: mkdtempSync(path.join(tmpdir(), 'outbox-')),
      TELEGRAM_BOT_TOKEN: 'bot-token',
      TELEGRAM_CHANNEL: '@tastydrop',
      TELEGRAM_API_URL: fakeTelegram.url,
      VK_SERVICE_TOKEN: 'vk-token',
      VK_GROUP_ID: '42',
      VK_API_ENDPOINT: fakeVk.url,
      AUTH_RATE_LIMIT: '1000',
    },
  });
  // The platform-link mission pays one open of the starter case.
  const fixtures = await seedFixtureCatalog(t.database.db);
  await t.database.db.update(cases).set({ slug: 'tasty-start' }).where(eq(cases.id, fixtures.cases.basic!));
});
afterAll(async () => {
  await t.close();
  await fakeTelegram.close();
  await fakeVk.close();
});

const post = (token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const mission = async (token: string, type: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/users/missions/social/${type}`, headers: bearer(token) })).json().data as { progress: number; prize: number };
const coinsOf = async (userId: number) => (await t.database.db.select({ c: users.coinBalance }).from(users).where(eq(users.id, userId)))[0]!.c;

describe('fast missions', () => {
  it('lists every mission at progress 0 for a new player and none for a guest', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/missions/social', headers: bearer(user.token) });
    const list = res.json().data as { type: string; progress: number; name: string }[];
    expect(list.map((m) => m.type)).toEqual(['push', 'pushPWA', 'email', 'steam', 'telegram', 'vk']);
    expect(list.every((m) => m.progress === 0 && m.name.length > 0)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/missions/social' })).statusCode).toBe(401);
    const other = await registerUser(t.app);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/v1/users/missions/social/${other.userId}/email`, headers: bearer(user.token) });
    expect(foreign.statusCode).toBe(403);
    const own = await t.app.inject({ method: 'GET', url: `/api/v1/users/missions/social/${user.userId}/email`, headers: bearer(user.token) });
    expect(own.json().data.progress).toBe(0);
  });

  it('e-mail: a signed link from the outbox completes it once; forged, expired and foreign links are refused', async () => {
    const user = await registerUser(t.app);
    const email = `player${user.userId}@example.com`;
    expect((await post(user.token, '/api/v1/users/send-email', { email: 'not-an-address' })).json().code).toBe('validation');
    const sent = await post(user.token, '/api/v1/users/send-email', { email });
    expect(sent.json().data).toMatchObject({ status: 'pending', mission: { progress: 2 } });
    // One letter a minute, whatever the address.
    expect((await post(user.token, '/api/v1/users/send-email', { email: 'someone@example.com' })).json().code).toBe('rate_limited');
    const letter = await latestOutboxMessage(t.config, email);
    const token = decodeURIComponent(/confirm=([^\s]+)/.exec(letter!.text)![1]!);
    expect(letter!.text).toContain('http://localhost:3000/bonuses?confirm=');

    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await post(user.token, '/api/v1/users/confirm-email', { token: forged })).json().code).toBe('email_link_invalid');
    const expired = signEmailToken(t.config.sessionSecret, user.userId, email, Date.now() - 1000);
    expect((await post(user.token, '/api/v1/users/confirm-email', { token: expired })).json().code).toBe('email_link_invalid');
    const stranger = await registerUser(t.app);
    expect((await post(stranger.token, '/api/v1/users/confirm-email', { token })).json().code).toBe('email_link_invalid');
    expect(await mission(user.token, 'email')).toMatchObject({ progress: 2 });

    const results = await Promise.all(Array.from({ length: 8 }, () => post(user.token, '/api/v1/users/confirm-email', { token })));
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'mission_already_claimed')).toBe(true);
    expect(await mission(user.token, 'email')).toMatchObject({ progress: 3 });
    expect(await coinsOf(user.userId)).toBe(1000);
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.userId));
    expect(row!.email).toBe(email);
  });

  it('platform link: refused until the trade link is saved, then paid once with a free case', async () => {
    const user = await registerUser(t.app);
    expect((await post(user.token, '/api/v1/users/socials/check', { type: 'steam' })).json().code).toBe('mission_check_failed');
    expect(await mission(user.token, 'steam')).toMatchObject({ progress: 1 });
    await post(user.token, '/api/v1/users/set/steam/data', { link: TRADE_URL });
    expect((await post(user.token, '/api/v1/users/socials/check', { type: 'steam' })).json().data.mission.progress).toBe(3);
    expect((await post(user.token, '/api/v1/users/socials/check', { type: 'steam' })).json().code).toBe('mission_already_claimed');
    expect(await coinsOf(user.userId)).toBe(0);
    const grants = await t.database.db.select().from(freeCaseGrants).where(eq(freeCaseGrants.userId, user.userId));
    expect(grants.map((g) => [g.source, g.remaining])).toEqual([['mission', 1]]);
  });

  it('Telegram and VK: checked against the platforms (local fakes), paid once for a member', async () => {
    const user = await registerUser(t.app);
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/users/missions/social', headers: bearer(user.token) })).json().data as { type: string; follow?: object }[];
    expect(list.find((m) => m.type === 'telegram')?.follow).toEqual({ url: 'https://t.me/tastydrop', test_mode: false });
    expect(list.find((m) => m.type === 'vk')?.follow).toEqual({ url: 'https://vk.com/club42', test_mode: false });
    // The Bot API knows players by numeric id only: a username cannot be checked live.
    expect((await post(user.token, '/api/v1/users/socials/check', { type: 'telegram', account: '@player_name' })).json().code).toBe('mission_account_invalid');
    expect((await post(user.token, '/api/v1/users/socials/check', { type: 'telegram', account: '999' })).json().code).toBe('mission_check_failed');
    expect(seen.some((s) => s.includes('/botbot-token/getChatMember') && s.includes('chat_id=%40tastydrop') && s.includes('user_id=999'))).toBe(true);
    expect((await post(user.token, '/api/v1/users/socials/check', { type: 'telegram', account: '1001' })).json().data.mission.progress).toBe(3);
    expect((await post(user.token, '/api/v1/users/socials/check', { type: 'vk' })).json().code).toBe('mission_account_invalid');
    expect((await post(user.token, '/api/v1/users/socials/check', { type: 'vk', account: 'https://vk.com/id2002' })).json().data.mission.progress).toBe(3);
    expect(seen.some((s) => s.includes('/groups.isMember') && s.includes('group_id=42'))).toBe(true);
    expect(await coinsOf(user.userId)).toBe(2000);
    expect((await post(user.token, '/api/v1/users/socials/check', { type: 'vk', account: '2002' })).json().code).toBe('mission_already_claimed');
  });

  it('push and PWA push: a stored subscription completes them', async () => {
    const user = await registerUser(t.app);
    expect((await post(user.token, '/api/v1/users/socials/check', { type: 'push' })).json().code).toBe('mission_check_failed');
    const plain = await post(user.token, '/api/v1/notifications/push/subscribe', { endpoint: 'http://10.0.0.1/push', keys: { p256dh: 'x'.repeat(20), auth: 'y'.repeat(10) } });
    expect(plain.json().code).toBe('validation');
    const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
    const sub = await post(user.token, '/api/v1/notifications/push/subscribe', { endpoint: 'https://push.example/abc', keys });
    expect(sub.json().data.mission).toMatchObject({ type: 'push', progress: 3 });
    const pwa = await post(user.token, '/api/v1/notifications/push/subscribe', { endpoint: 'https://push.example/pwa', keys, installed: true });
    expect(pwa.json().data.mission).toMatchObject({ type: 'pushPWA', progress: 3 });
    // Subscribing again pays nothing more.
    await post(user.token, '/api/v1/notifications/push/subscribe', { endpoint: 'https://push.example/abc', keys });
    expect(await coinsOf(user.userId)).toBe(2500);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });
});

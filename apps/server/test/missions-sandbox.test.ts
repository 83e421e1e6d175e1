import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationPreferences, users } from '../src/platform/db/schema/index.js';
import { bookMismatches } from './ledger-check.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

// No Telegram or VK credentials: outside production the checks run in test mode and accept any account.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await t.close();
});

const check = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/users/socials/check', headers: bearer(token), payload });

describe('Telegram and VK missions in test mode', () => {
  it('say they are in test mode, with no channel to follow', async () => {
    const user = await registerUser(t.app);
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/users/missions/social', headers: bearer(user.token) })).json().data as { type: string; follow?: object }[];
    expect(list.find((m) => m.type === 'telegram')?.follow).toEqual({ url: null, test_mode: true });
    expect(list.find((m) => m.type === 'vk')?.follow).toEqual({ url: null, test_mode: true });
    expect(list.find((m) => m.type === 'email')?.follow).toBeUndefined();
  });

  it('refuse an empty or malformed account without counting an attempt', async () => {
    const user = await registerUser(t.app);
    for (const payload of [{ type: 'telegram' }, { type: 'telegram', account: '   ' }, { type: 'telegram', account: 'ab' }, { type: 'vk', account: 'https://example.com/id1' }, { type: 'vk' }]) {
      const res = await check(user.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('mission_account_invalid');
    }
    expect((await check(user.token, { type: 'vk', account: 'x'.repeat(201) })).json().code).toBe('validation');
    const mission = (await t.app.inject({ method: 'GET', url: '/api/v1/users/missions/social/telegram', headers: bearer(user.token) })).json().data;
    expect(mission.progress).toBe(0);
  });

  it('complete both missions for any well-formed account and pay each once', async () => {
    const user = await registerUser(t.app);
    const telegram = await check(user.token, { type: 'telegram', account: '@tasty_player' });
    expect(telegram.statusCode).toBe(200);
    expect(telegram.json().data).toMatchObject({ status: 'done', mission: { type: 'telegram', progress: 3, follow: { url: null, test_mode: true } } });
    const vk = await check(user.token, { type: 'vk', account: 'https://vk.com/id2002' });
    expect(vk.json().data).toMatchObject({ status: 'done', mission: { type: 'vk', progress: 3 } });
    expect((await check(user.token, { type: 'vk', account: '2002' })).json().code).toBe('mission_already_claimed');
    const [row] = await t.database.db.select({ coins: users.coinBalance }).from(users).where(eq(users.id, user.userId));
    expect(row!.coins).toBe(2000);
    // Only a numeric id can later receive messages, so a username is not kept.
    const [pref] = await t.database.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.userId));
    expect([pref?.telegramChatId ?? null, pref?.vkUserId ?? null]).toEqual([null, '2002']);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });
});

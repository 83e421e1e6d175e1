import { STEAM_LOGIN_MAX_ACCOUNTS } from '@tastydrop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/platform/db/schema/index.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12';

describe('users', () => {
  it('returns the full User entity to its owner', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(user.token) });
    const me = res.json().data;
    expect(me).toMatchObject({
      user_id: user.userId,
      admin: false,
      is_fake: false,
      is_bot: false,
      level: 1,
      finance: { balance: 0, currency: 'RUB', coin_balance: 0, total_amount_items: 0 },
      personal: { email: null },
      steam: { link: null, login: null },
      statistic: { cases: { opened: 0 }, finance: { spent: 0 } },
      promo: null,
    });
    expect(me.avatar).toMatch(/^\/static\/avatars\/avatar-\d\.svg$/);
    expect(new Date(me.created_at).getTime()).toBeGreaterThan(0);
  });

  it('shows other players without personal or finance data', async () => {
    const a = await registerUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/users/${a.userId}` });
    expect(res.statusCode).toBe(200);
    const pub = res.json().data;
    expect(pub.user_id).toBe(a.userId);
    expect(pub).not.toHaveProperty('finance');
    expect(pub).not.toHaveProperty('personal');
    expect(pub).not.toHaveProperty('steam');
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/users/99999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('userNotFound');
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/users/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation');
  });

  it('maps experience to levels and generates the starting level once', async () => {
    const user = await registerUser(t.app);
    const before = await t.app.inject({ method: 'GET', url: `/api/v1/users/${user.userId}/levels` });
    expect(before.json().data).toMatchObject({ user_level: 1, was_generated_lvl: false, current_exp: 0, exp_to_next_level: 50, percent_to_next_level: 0 });

    const gen = await t.app.inject({ method: 'POST', url: '/api/v1/users/level/generate', headers: bearer(user.token) });
    expect(gen.statusCode).toBe(200);
    expect(gen.json().data).toMatchObject({ user_level: 2, was_generated_lvl: true, current_exp: 50 });
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/users/level/generate', headers: bearer(user.token) });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('level_already_generated');

    await t.database.db.update(users).set({ experience: 4_000 }).where(eq(users.id, user.userId));
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/users/${user.userId}/levels` });
    // Level 13 starts at 3900 and level 14 at 4550.
    expect(after.json().data).toMatchObject({ user_level: 13, exp_previous_level: 3900, exp_to_next_level: 550 });
  });

  it('lists levels of several users, leaving unknown ids out', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/users/levels?user_ids=${a.userId},${b.userId},99999999,x` });
    expect(res.statusCode).toBe(200);
    const levels = res.json().data as { user_id: number; level: number }[];
    expect(levels.map((l) => l.user_id).sort()).toEqual([a.userId, b.userId].sort());
    expect(levels.every((l) => l.level === 1)).toBe(true);
  });

  it('saves a valid trade link and login and names the broken rule otherwise', async () => {
    const user = await registerUser(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/set/steam/data',
      headers: bearer(user.token),
      payload: { link: 'https://example.com/trade', login: '1abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation', parameters: { fields: { link: 'steamUrlValidation', login: 'steamLoginLatinFirst' } } });

    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/users/set/steam/data', headers: bearer(user.token), payload: { link: '' } });
    expect(empty.json().parameters.fields.link).toBe('steamUrlEmpty');

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/set/steam/data',
      headers: bearer(user.token),
      payload: { link: TRADE_URL, login: 'Player_1' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ message: 'steam_data_saved_successfully', steam: { link: TRADE_URL, login: 'Player_1' } });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(user.token) });
    expect(me.json().data.steam).toEqual({ link: TRADE_URL, login: 'Player_1' });
  });

  it('refuses a platform login that STEAM_LOGIN_MAX_ACCOUNTS other accounts already name, without case, even when two race for the last place', async () => {
    const login = `Shared_${Date.now()}`;
    const save = (user: { token: string }, value: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/users/set/steam/data', headers: bearer(user.token), payload: { login: value } });
    const holders = [];
    for (let i = 0; i < STEAM_LOGIN_MAX_ACCOUNTS - 1; i += 1) {
      const user = await registerUser(t.app);
      expect((await save(user, i % 2 ? login.toLowerCase() : login)).statusCode).toBe(200);
      holders.push(user);
    }
    const racers = [await registerUser(t.app), await registerUser(t.app)];
    const raced = await Promise.all(racers.map((user) => save(user, login.toUpperCase())));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = raced.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: 'steamLogin', parameters: { fields: { login: 'steamLogin' }, limit: STEAM_LOGIN_MAX_ACCOUNTS } });
    // A holder saves it again (its own use is not counted); the refused player keeps no login.
    expect((await save(holders[0]!, login)).statusCode).toBe(200);
    const loser = racers[raced.indexOf(refused)]!;
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(loser.token) });
    expect(me.json().data.steam.login).toBeNull();
  });

  it('changes the language only to an offered one', async () => {
    const user = await registerUser(t.app);
    const ok = await t.app.inject({ method: 'POST', url: '/api/v1/users/lang/change', headers: bearer(user.token), payload: { code: 'RU' } });
    expect(ok.json().data).toEqual({ code: 'ru' });
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/users/lang/change', headers: bearer(user.token), payload: { code: 'xx' } });
    expect(bad.statusCode).toBe(400);
    const loc = await t.app.inject({ method: 'POST', url: '/api/v1/localization/user', headers: bearer(user.token), payload: { language: 'ru' } });
    expect(loc.json().data).toEqual({ language: 'ru' });
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/localization/user', headers: bearer(user.token) });
    expect(read.json().data).toEqual({ language: 'ru' });
  });

  it('issues a personal channel token and lists socials', async () => {
    const user = await registerUser(t.app);
    const token = await t.app.inject({ method: 'GET', url: '/api/v1/users/centrifugo/token', headers: bearer(user.token) });
    expect(token.json().data).toMatchObject({ centryfugo_key: expect.any(String), channel: 'first_channel' });
    const socials = await t.app.inject({ method: 'GET', url: '/api/v1/users/socials', headers: bearer(user.token) });
    expect(socials.json().data).toEqual([
      { provider: 'steam', linked: false },
      { provider: 'google', linked: false },
      { provider: 'vk', linked: false },
    ]);
  });

  it('records analytics sessions from form data, signed in or not', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sessions',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'session_url=https%3A%2F%2Fsite%2F%3Futm_source%3Dvk&fbp=fb.1.2&utm_source=vk&utm_campaign=autumn',
    });
    expect(res.statusCode).toBe(200);
    const { analyticsSessions } = await import('../src/platform/db/schema/index.js');
    const [row] = await t.database.db.select().from(analyticsSessions).where(eq(analyticsSessions.id, res.json().data.session_id));
    expect(row).toMatchObject({ fbp: 'fb.1.2', userId: null, utm: { utmSource: 'vk', utmCampaign: 'autumn' } });
  });

  it('records analytics sessions from multipart form data and refuses a file in it', async () => {
    const field = (name: string, value: string) => `--b1\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sessions',
      headers: { 'content-type': 'multipart/form-data; boundary=b1' },
      payload: `${field('session_url', 'https://site/?utm_source=tg')}${field('fbc', 'fb.1.3')}${field('utm_source', 'tg')}--b1--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    const { analyticsSessions } = await import('../src/platform/db/schema/index.js');
    const [row] = await t.database.db.select().from(analyticsSessions).where(eq(analyticsSessions.id, res.json().data.session_id));
    expect(row).toMatchObject({ fbc: 'fb.1.3', utm: { utmSource: 'tg' } });
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sessions',
      headers: { 'content-type': 'multipart/form-data; boundary=b1' },
      payload: '--b1\r\nContent-Disposition: form-data; name="fbp"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nx\r\n--b1--\r\n',
    });
    expect(file.statusCode).toBeGreaterThanOrEqual(400);
    expect(file.statusCode).toBeLessThan(500);
  });

  it('shows a public dashboard', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/users/${user.userId}/dashboard?active=1` });
    expect(res.json().data).toMatchObject({ user_id: user.userId, cases_opened: 0, spent: 0, best_drop: null });
  });
});

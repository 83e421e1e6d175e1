import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function cookieOf(setCookie: string | string[] | undefined, name: string): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.find((c) => c.startsWith(`${name}=`));
}

describe('quick registration', () => {
  it('creates an account with a generated login and password and a working token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/registration/quick' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.login).toMatch(/^tasty_[a-z2-9]{8}$/);
    expect(data.password).toHaveLength(12);
    expect(typeof data.access_token).toBe('string');

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(data.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ nickname: data.login, reg_type: 'quick', finance: { balance: 0, coin_balance: 0 } });
  });
});

describe('login', () => {
  it('signs in with the generated credentials and refuses a wrong password', async () => {
    const user = await registerUser(t.app);
    const ok = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: user.login, password: user.password } });
    expect(ok.statusCode).toBe(200);
    const token = ok.json().data.access_token as string;
    expect(token).not.toBe(user.token);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
    expect(me.json().data.user_id).toBe(user.userId);

    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: user.login, password: 'wrong-password' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 'invalid_credentials', parameters: {} });
    expect(typeof bad.json().msg).toBe('string');
  });

  it('exchanges a valid token for a new session and refuses an unknown one', async () => {
    const user = await registerUser(t.app);
    const ok = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { token: user.token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.access_token).not.toBe(user.token);
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { token: 'x'.repeat(43) } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('authentication');
  });

  it('stores passwords as argon2id hashes, never in clear', async () => {
    const user = await registerUser(t.app);
    const { users } = await import('../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(user.password);
  });
});

describe('cookie sessions', () => {
  it('sets the tastyToken cookie through /nitro-api/login and ends it with logout', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/nitro-api/login', payload: { token: user.token } });
    expect(res.statusCode).toBe(200);
    const cookie = cookieOf(res.headers['set-cookie'], 'tastyToken');
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookieOf(res.headers['set-cookie'], 'tastyLoggedIn')).not.toMatch(/HttpOnly/i);

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', cookies: { tastyToken: user.token } });
    expect(me.statusCode).toBe(200);

    const out = await t.app.inject({
      method: 'GET',
      url: '/nitro-api/logout',
      cookies: { tastyToken: user.token },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out.headers['set-cookie'], 'tastyToken')).toMatch(/Expires=Thu, 01 Jan 1970/);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', cookies: { tastyToken: user.token } });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('authentication');
  });

  it('refuses to set a cookie for an unknown token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/nitro-api/login', payload: { token: 'y'.repeat(43) } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('revoke ends a bearer session', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/revoke', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(user.token) });
    expect(me.statusCode).toBe(401);
  });

  it('answers localization with Russian as the default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nitro-api/localization' });
    expect(res.json().data).toEqual({ languages: [{ iso: 'ru' }], default_iso: 'ru' });
  });
});

describe('guards', () => {
  it.each([
    ['GET', '/api/v1/users/me'],
    ['GET', '/api/v1/users/centrifugo/token'],
    ['GET', '/api/v1/users/socials'],
    ['POST', '/api/v1/users/level/generate'],
    ['POST', '/api/v1/auth/revoke'],
    ['POST', '/api/v1/localization/user'],
  ] as const)('%s %s needs a session', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('authentication');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { loginAttempts } from '../src/platform/db/schema/index.js';
import { LOGIN_FAILURES_ALLOWED, LOGIN_LOCK_BASE_MS } from '../src/modules/auth/login-throttle.js';
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
    expect(me.json().data).toMatchObject({ reg_type: 'quick', finance: { balance: 0, coin_balance: 0 } });
    // The public name does not give away what signs in.
    const { nickname } = me.json().data as { nickname: string };
    expect(nickname).toMatch(/^player_\d{6}$/);
    expect(nickname.toLowerCase()).not.toContain(data.login.toLowerCase());
    const profile = await t.app.inject({ method: 'GET', url: `/api/v1/users/${me.json().data.user_id}` });
    expect(profile.body).not.toContain(data.login);
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
    const { users } = await import('../src/platform/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(user.password);
  });
});

describe('password guessing', () => {
  const signIn = (app: TestApp['app'], login: string, password: string, address: string) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login, password }, remoteAddress: address });
  /** Ends the refusal of `address` for `login` as if its time had passed. */
  const endLock = (login: string, address: string) =>
    t.database.db
      .update(loginAttempts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(loginAttempts.login, login.toLowerCase()), eq(loginAttempts.address, address)));
  // Per-address request limits out of the way: only the login's own throttle is under test.
  let open: TestApp;
  beforeAll(async () => {
    open = await createTestApp({ database: t.database, env: { AUTH_RATE_LIMIT: '100000' } });
  });
  afterAll(() => open.close());

  it('refuses the guessing address for a growing while and lets the owner in from another, telling them once', async () => {
    const user = await registerUser(open.app);
    const attacker = '198.51.100.7';
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i += 1) expect((await signIn(open.app, user.login, `wrong-${i}`, attacker)).statusCode).toBe(401);
    const refused = await signIn(open.app, user.login.toUpperCase(), 'wrong-again', attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'login_throttled', parameters: { retry_after: expect.any(Number) } });
    expect(refused.json().msg).toMatch(/^Слишком много неверных паролей.*Повторите через 1 мин\.$/);
    const firstWait = refused.json().parameters.retry_after as number;
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(LOGIN_LOCK_BASE_MS / 1000);
    // The right password from the guessing address is refused too: it might be the guess that came right.
    expect((await signIn(open.app, user.login, user.password, attacker)).json().code).toBe('login_throttled');

    // The owner, from an address that has not failed, goes through and hears of the guessing once.
    const owner = await signIn(open.app, user.login, user.password, '192.0.2.10');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.failed_attempts).toBe(LOGIN_FAILURES_ALLOWED + 2);
    const again = await signIn(open.app, user.login, user.password, '192.0.2.10');
    expect(again.json().data).not.toHaveProperty('failed_attempts');

    // The owner's sign-in does not lift the guessing address's refusal.
    const still = await signIn(open.app, user.login, 'wrong-after', attacker);
    expect(still.statusCode).toBe(429);
    expect(still.json().code).toBe('login_throttled');

    // Once the refusal is over, the next few wrong passwords from there get a longer one.
    await endLock(user.login, attacker);
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i += 1) expect((await signIn(open.app, user.login, `wrong-${i}`, attacker)).statusCode).toBe(401);
    const longer = await signIn(open.app, user.login, user.password, attacker);
    expect(longer.json().code).toBe('login_throttled');
    expect(longer.json().parameters.retry_after).toBeGreaterThan(LOGIN_LOCK_BASE_MS / 1000);
    expect(longer.json().parameters.retry_after).toBeLessThanOrEqual((2 * LOGIN_LOCK_BASE_MS) / 1000);
    expect(longer.json().msg).toMatch(/Повторите через 2 мин\.$/);
  });

  it('counts IPv6 addresses by their /64 network', async () => {
    const user = await registerUser(open.app);
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i += 1) expect((await signIn(open.app, user.login, 'wrong', `2001:db8:1:2::${i + 1}`)).statusCode).toBe(401);
    expect((await signIn(open.app, user.login, 'wrong', '2001:db8:1:2:ffff::9')).json().code).toBe('login_throttled');
    expect((await signIn(open.app, user.login, user.password, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('lets many sign-ins with the right password sent at once through', async () => {
    const user = await registerUser(open.app);
    const answers = await Promise.all(Array.from({ length: 3 * LOGIN_FAILURES_ALLOWED }, () => signIn(open.app, user.login, user.password, '192.0.2.20')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(3 * LOGIN_FAILURES_ALLOWED).fill(200));
  });

  it('lets no more than the allowance of guesses sent at once from one address check their password', async () => {
    const user = await registerUser(open.app);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(open.app, user.login, `wrong-${i}`, '198.51.100.77')));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_FAILURES_ALLOWED);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - LOGIN_FAILURES_ALLOWED);
    // Another address is not affected.
    expect((await signIn(open.app, user.login, user.password, '198.51.100.78')).statusCode).toBe(200);
  });

  it('counts a login without an account alike, and says nothing after a mere typo', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= LOGIN_FAILURES_ALLOWED; i += 1) codes.push((await signIn(open.app, 'tasty_nobody00', 'x', '198.51.100.90')).statusCode);
    expect(codes).toEqual([...Array(LOGIN_FAILURES_ALLOWED).fill(401), 429]);
    const user = await registerUser(open.app);
    expect((await signIn(open.app, user.login, 'typo', '192.0.2.2')).statusCode).toBe(401);
    const ok = await signIn(open.app, user.login, user.password, '192.0.2.2');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).not.toHaveProperty('failed_attempts');
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

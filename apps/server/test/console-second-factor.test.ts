import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { sql } from 'drizzle-orm';
import { grantRole } from '../src/modules/admin/grant-role.js';
import { SECOND_FACTOR_FAILURES_ALLOWED, SECOND_FACTOR_LOCK_BASE_MS } from '../src/modules/admin/second-factor-lock.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
/** A second node on the same database. */
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
  other = await createTestApp({ database: t.database, env: { AUTH_RATE_LIMIT: '100000' } });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const STEP_S = 30;
/** The code of the time step `offset` steps from now (the server accepts one step either side). */
const codeAt = (secret: string, offset: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * STEP_S });

interface Operator {
  login: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
}

/** A support account that enrolled its second factor with the current step's code. */
async function enrolled(): Promise<Operator> {
  const user = await registerUser(t.app);
  await grantRole(t.database.db, user.login, 'support', null);
  const headers = bearer(user.token);
  const start = await t.app.inject({ method: 'POST', url: '/api/admin/second-factor/enrol', headers, payload: {} });
  const { secret } = start.json().data as { secret: string };
  const confirm = await t.app.inject({ method: 'POST', url: '/api/admin/second-factor/confirm', headers, payload: { code: await codeAt(secret, 0) } });
  expect(confirm.statusCode).toBe(200);
  return { login: user.login, password: user.password, secret, recoveryCodes: (confirm.json().data as { recovery_codes: string[] }).recovery_codes };
}

/** A new sign-in of the operator: a session that has not passed the second factor yet. */
async function newSession(op: Operator): Promise<{ authorization: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: op.login, password: op.password } });
  return bearer((res.json().data as { access_token: string }).access_token);
}

const verify = (app: TestApp, headers: { authorization: string }, code: string) =>
  app.app.inject({ method: 'POST', url: '/api/admin/second-factor/verify', headers, payload: { code } });
const opened = async (headers: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers })).json().data.verified as boolean;

describe('console second factor: replay', () => {
  it('accepts a code once: the same code cannot verify a second session', async () => {
    const op = await enrolled();
    const [first, second] = [await newSession(op), await newSession(op)];
    const code = await codeAt(op.secret, 1);
    expect((await verify(t, first, code)).statusCode).toBe(200);
    const replayed = await verify(other, second, code);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('second_factor_invalid');
    expect(await opened(second)).toBe(false);
  });

  it('refuses the code of an earlier step once a later one was used', async () => {
    const op = await enrolled();
    const [first, second] = [await newSession(op), await newSession(op)];
    expect((await verify(t, first, await codeAt(op.secret, 1))).statusCode).toBe(200);
    // Within the one-step tolerance, but before the step just used.
    const earlier = await verify(t, second, await codeAt(op.secret, -1));
    expect(earlier.json().code).toBe('second_factor_invalid');
    expect(await opened(second)).toBe(false);
  });

  it('refuses the enrolment code again at the next sign-in', async () => {
    const user = await registerUser(t.app);
    await grantRole(t.database.db, user.login, 'support', null);
    const headers = bearer(user.token);
    const { secret } = (await t.app.inject({ method: 'POST', url: '/api/admin/second-factor/enrol', headers, payload: {} })).json().data as { secret: string };
    const code = await codeAt(secret, 0);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/second-factor/confirm', headers, payload: { code } })).statusCode).toBe(200);
    const next = await newSession({ login: user.login, password: user.password, secret, recoveryCodes: [] });
    expect((await verify(t, next, code)).json().code).toBe('second_factor_invalid');
  });
});

describe('console second factor: lock after failures', () => {
  const lockedUntilPast = (login: string) =>
    t.database.db.execute(sql`UPDATE console_accounts SET totp_locked_until = now() - interval '1 second'
      WHERE user_id = (SELECT id FROM users WHERE login = ${login})`);

  it('locks the factor for every node after a few wrong codes, even against the right one, for a growing while', async () => {
    const op = await enrolled();
    const session = await newSession(op);
    for (let i = 0; i < SECOND_FACTOR_FAILURES_ALLOWED; i += 1) expect((await verify(t, session, '000000')).json().code).toBe('second_factor_invalid');
    const locked = await verify(other, session, await codeAt(op.secret, 1));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'second_factor_locked', parameters: { retry_after: expect.any(Number) } });
    expect(locked.json().msg).toMatch(/^Слишком много неверных кодов.*Повторите через 1 мин\.$/);
    expect(locked.json().parameters.retry_after).toBeLessThanOrEqual(SECOND_FACTOR_LOCK_BASE_MS / 1000);
    // A recovery code is held back too.
    expect((await verify(t, session, op.recoveryCodes[0]!)).json().code).toBe('second_factor_locked');
    expect(await opened(session)).toBe(false);

    // Once the lock is over, the next run of wrong codes locks it for twice as long.
    await lockedUntilPast(op.login);
    for (let i = 0; i < SECOND_FACTOR_FAILURES_ALLOWED; i += 1) expect((await verify(other, session, '111111')).json().code).toBe('second_factor_invalid');
    const longer = await verify(t, session, op.recoveryCodes[0]!);
    expect(longer.json().code).toBe('second_factor_locked');
    expect(longer.json().parameters.retry_after).toBeGreaterThan(SECOND_FACTOR_LOCK_BASE_MS / 1000);
    expect(longer.json().msg).toMatch(/Повторите через 2 мин\.$/);

    // The right code after the lock opens the console and starts the count afresh.
    await lockedUntilPast(op.login);
    expect((await verify(t, session, op.recoveryCodes[0]!)).statusCode).toBe(200);
    expect(await opened(session)).toBe(true);
    const fresh = await newSession(op);
    for (let i = 0; i < SECOND_FACTOR_FAILURES_ALLOWED - 1; i += 1) expect((await verify(t, fresh, '222222')).json().code).toBe('second_factor_invalid');
    expect((await verify(t, fresh, op.recoveryCodes[1]!)).statusCode).toBe(200);
  });

  it('lets no more than the allowance of codes sent at once be checked', async () => {
    const op = await enrolled();
    const session = await newSession(op);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => verify(i % 2 ? other : t, session, String(100000 + i))));
    const codes = answers.map((a) => a.json().code as string);
    expect(codes.filter((c) => c === 'second_factor_invalid')).toHaveLength(SECOND_FACTOR_FAILURES_ALLOWED);
    expect(codes.filter((c) => c === 'second_factor_locked')).toHaveLength(12 - SECOND_FACTOR_FAILURES_ALLOWED);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { generate } from 'otplib';
import { sql } from 'drizzle-orm';
import { CONSOLE_ROLE_NAMES, type ConsoleRoleName } from '@tastydrop/domain';
import { consoleRouteGuard, declareRoles } from '../src/modules/admin/console-roles.js';
import { consoleUser, auditCount, type ConsoleUser } from './admin-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '10000' } });
});
afterAll(async () => {
  await t.close();
});

const inject = (method: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: method as 'GET', url: url.replace(/:id/g, '1').replace(/:section/g, 'ledger'), headers, ...(method === 'GET' ? {} : { payload: {} }) });

describe('console access', () => {
  it('refuses to start with a console route that names no roles', async () => {
    const app = Fastify();
    app.addHook('onRoute', consoleRouteGuard().guard);
    expect(() => app.get('/api/admin/undeclared', async () => ({}))).toThrow(/declares no roles/);
    expect(() => app.get('/api/admin/declared', { onRequest: declareRoles(async () => undefined, ['owner']) }, async () => ({}))).not.toThrow();
    await app.close();
  });

  it('lists every /api/admin route of the app with its roles', () => {
    const registered = t.app.routeList.filter((r) => r.url.startsWith('/api/admin/'));
    const methods = registered.flatMap((r) => [r.method].flat().filter((m) => m !== 'HEAD').map((m) => `${m} ${r.url}`));
    expect(t.app.consoleRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(methods.sort());
    expect(t.app.consoleRoutes.length).toBeGreaterThan(15);
    for (const route of t.app.consoleRoutes) expect(route.roles.length).toBeGreaterThan(0);
  });

  it('answers every console route with 401 or 403 to a guest, a player and each role without the right, never 5xx', async () => {
    const player = await registerUser(t.app);
    const roles: Record<string, ConsoleUser> = {};
    for (const role of CONSOLE_ROLE_NAMES) roles[role] = await consoleUser(t, role);
    const before = await auditCount(t);
    const statuses = new Set<number>();
    for (const route of t.app.consoleRoutes) {
      const guest = await inject(route.method, route.url);
      expect(guest.statusCode, `${route.method} ${route.url} as a guest`).toBe(401);
      const asPlayer = await inject(route.method, route.url, bearer(player.token));
      expect(asPlayer.statusCode, `${route.method} ${route.url} as a player`).toBe(403);
      for (const role of CONSOLE_ROLE_NAMES.filter((r) => !route.roles.includes(r))) {
        const res = await inject(route.method, route.url, roles[role]!.headers);
        statuses.add(res.statusCode);
        expect(res.statusCode, `${route.method} ${route.url} as ${role}`).toBe(403);
      }
    }
    // Refused calls change nothing and write nothing.
    expect(await auditCount(t)).toBe(before);
    expect([...statuses]).toEqual([403]);
  });

  it('asks for enrolment before any action, then for the code on a new session', async () => {
    const user = await registerUser(t.app);
    const { grantRole } = await import('../src/modules/admin/grant-role.js');
    await grantRole(t.database.db, user.login, 'support', null);
    const headers = { ...bearer(user.token), 'x-console': '1' };
    const first = await t.app.inject({ method: 'GET', url: '/api/admin/players?q=x', headers });
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({ code: 'second_factor_required', parameters: { enrolled: false } });
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers });
    expect(me.json().data).toMatchObject({ role: 'support', enrolled: false, verified: false });

    const start = await t.app.inject({ method: 'POST', url: '/api/admin/second-factor/enrol', headers, payload: {} });
    const { secret, qr } = start.json().data as { secret: string; qr: string };
    expect(qr.startsWith('data:image/png;base64,')).toBe(true);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/admin/second-factor/confirm', headers, payload: { code: '000000' } });
    expect(wrong.json().code).toBe('second_factor_invalid');
    const confirm = await t.app.inject({ method: 'POST', url: '/api/admin/second-factor/confirm', headers, payload: { code: await generate({ secret }) } });
    const { recovery_codes: codes } = confirm.json().data as { recovery_codes: string[] };
    expect(codes).toHaveLength(8);
    // Stored hashed only.
    const stored = (await t.database.db.execute(sql`SELECT recovery_codes FROM console_accounts WHERE user_id = ${user.userId}`)) as unknown as { rows: { recovery_codes: string[] }[] };
    expect(stored.rows[0]!.recovery_codes).not.toContain(codes[0]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/players?q=x', headers })).statusCode).toBe(200);

    // A second sign-in needs the code; a recovery code works once.
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: user.login, password: user.password } });
    const second = { ...bearer((login.json().data as { access_token: string }).access_token), 'x-console': '1' };
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/players?q=x', headers: second })).json()).toMatchObject({ code: 'second_factor_required', parameters: { enrolled: true } });
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/second-factor/verify', headers: second, payload: { code: codes[0] } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/players?q=x', headers: second })).statusCode).toBe(200);
    const reused = await t.app.inject({ method: 'POST', url: '/api/admin/second-factor/verify', headers: second, payload: { code: codes[0] } });
    expect(reused.json().code).toBe('second_factor_invalid');
  });

  it('lets a console session lapse after the idle limit', async () => {
    const owner = await consoleUser(t, 'owner');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: owner.headers })).statusCode).toBe(200);
    await t.database.db.execute(sql`UPDATE console_sessions SET last_active_at = now() - interval '31 minutes'
      WHERE session_id IN (SELECT id FROM sessions WHERE user_id = ${owner.userId})`);
    const lapsed = await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: owner.headers });
    expect(lapsed.json()).toMatchObject({ code: 'second_factor_required', parameters: { enrolled: true } });
    // The next step's code: the enrolment's own step is spent.
    const code = await generate({ secret: owner.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/second-factor/verify', headers: owner.headers, payload: { code } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: owner.headers })).statusCode).toBe(200);
  });

  it('keeps the admin flag in step with holding a role', async () => {
    const owner = await consoleUser(t, 'owner');
    const player = await registerUser(t.app);
    const flag = async () =>
      ((await t.database.db.execute(sql`SELECT admin FROM users WHERE id = ${player.userId}`)) as unknown as { rows: { admin: boolean }[] }).rows[0]!.admin;
    expect(await flag()).toBe(false);
    const granted = await t.app.inject({ method: 'POST', url: '/api/admin/accounts', headers: owner.headers, payload: { login: player.login, role: 'finance' satisfies ConsoleRoleName } });
    expect(granted.statusCode).toBe(200);
    expect(await flag()).toBe(true);
    await t.app.inject({ method: 'POST', url: '/api/admin/accounts', headers: owner.headers, payload: { login: player.login, role: null } });
    expect(await flag()).toBe(false);
  });
});

describe('console address allow-list', () => {
  it('refuses a console account from an address outside the list', async () => {
    const limited = await createTestApp({ database: t.database, env: { ADMIN_IP_ALLOWLIST: '203.0.113.0/24', AUTH_RATE_LIMIT: '1000' } });
    try {
      const owner = await consoleUser(limited, 'owner', { enrol: false });
      const outside = await limited.app.inject({ method: 'GET', url: '/api/admin/me', headers: owner.headers, remoteAddress: '198.51.100.7' });
      expect(outside.statusCode).toBe(403);
      const inside = await limited.app.inject({ method: 'GET', url: '/api/admin/me', headers: owner.headers, remoteAddress: '203.0.113.9' });
      expect(inside.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

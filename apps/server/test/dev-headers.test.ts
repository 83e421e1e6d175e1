import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.js';
import { createTestApp, registerUser, type TestApp } from './helpers.js';

const CREDENTIALS = 'dev:staging-pass';
const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;
const devHeaders = (userId: number | string, credentials = CREDENTIALS) => ({ authorization: basic(credentials), 'x-dev-user-id': String(userId) });

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('the dev header variant: configuration', () => {
  it('is off by default and refused in production', () => {
    expect(loadConfig({}).DEV_BASIC_AUTH).toBeUndefined();
    expect(problemsOf({ NODE_ENV: 'production', DEV_BASIC_AUTH: CREDENTIALS })).toContain('DEV_BASIC_AUTH: the dev header variant must not be enabled in production');
    expect(problemsOf({ DEV_BASIC_AUTH: 'dev:short' })).toEqual([expect.stringMatching(/^DEV_BASIC_AUTH: login:password/)]);
  });
});

describe.each([
  ['off', {}],
  ['on', { DEV_BASIC_AUTH: CREDENTIALS }],
] as const)('the dev header variant %s', (state, env) => {
  let t: TestApp;
  let player: { userId: number; token: string };
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: '10000', ...env } });
    player = await registerUser(t.app);
  });
  afterAll(() => t.close());
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });

  if (state === 'off') {
    it('signs nobody in by the dev headers', async () => {
      const res = await me(devHeaders(player.userId));
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('authentication');
    });
    return;
  }

  it('acts as the player the dev user id names, with the configured basic auth', async () => {
    const first = await me(devHeaders(player.userId));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user_id).toBe(player.userId);
    // The same session serves the next request; a sign-out ends it and the next request makes another.
    expect((await me(devHeaders(player.userId))).json().data.user_id).toBe(player.userId);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/revoke-all', headers: devHeaders(player.userId) })).statusCode).toBeLessThan(300);
    expect((await me(devHeaders(player.userId))).json().data.user_id).toBe(player.userId);
  });

  it('refuses wrong credentials and an unknown or missing player, and never opens the console', async () => {
    expect((await me(devHeaders(player.userId, 'dev:wrong-pass!'))).statusCode).toBe(401);
    expect((await me(devHeaders(999_999))).statusCode).toBe(401);
    expect((await me(devHeaders('abc'))).statusCode).toBe(401);
    const consoleCall = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { ...devHeaders(player.userId), 'x-console': '1' } });
    expect([401, 403]).toContain(consoleCall.statusCode);
  });
});

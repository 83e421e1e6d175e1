import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/platform/http/log-redaction.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP conventions', () => {
  it('answers an unknown API path with route_not_found', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/v2/nothing', '/api/old/nothing', '/nitro-api/nothing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'route_not_found' });
    }
  });

  it('answers bad JSON with validation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });

  it('names the failing fields of a schema violation in snake_case', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/lang/change', headers: bearer(user.token), payload: { code: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', parameters: { fields: { code: expect.any(String) } } });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/monitoring/status' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('wraps success in data with snake_case keys', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/monitoring/status' });
    expect(res.json()).toEqual({ data: { is_offline: false, message: expect.any(String) } });
  });

  it('masks secrets in logged URLs', () => {
    expect(redactUrl('/api/v1/auth/google/callback?code=abc&state=def&scope=email')).toBe(
      '/api/v1/auth/google/callback?code=***&state=***&scope=email',
    );
    expect(redactUrl('/api/v1/users/me')).toBe('/api/v1/users/me');
  });

  it('rate-limits the auth routes', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' }, database: t.database });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await limited.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: 'nobody', password: 'nothing' } });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().code).toBe('rate_limited');
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAuthHooks } from '../src/platform/http/auth.js';
import { errorHandler } from '../src/platform/http/error-handler.js';
import { markSeenSql } from '../src/modules/users/mark-seen-sql.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SITE = 'http://localhost:3000';
/** The same host on another port: same-site for cookies, a foreign origin all the same. */
const OTHER_PORT = 'http://localhost:4000';

async function me(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
}

function changeLang(token: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/users/lang/change', cookies: { tastyToken: token }, headers, payload: { code: 'ru' } });
}

describe('cross-site requests with the session cookie', () => {
  it('refuses a state change from another port of the same host, or with no origin at all', async () => {
    const { token } = await registerUser(t.app);
    const foreign: Record<string, string>[] = [{ origin: OTHER_PORT }, { 'sec-fetch-site': 'same-site' }, { 'sec-fetch-site': 'cross-site' }, { referer: `${OTHER_PORT}/x` }, {}];
    for (const headers of foreign) {
      const res = await changeLang(token, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
  });

  it('accepts the site itself', async () => {
    const { token } = await registerUser(t.app);
    const own: Record<string, string>[] = [{ origin: SITE }, { 'sec-fetch-site': 'same-origin' }, { referer: `${SITE}/profile` }];
    for (const headers of own) {
      expect((await changeLang(token, headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('leaves bearer requests without a cookie alone', async () => {
    const { token } = await registerUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/lang/change', headers: { ...bearer(token), origin: OTHER_PORT }, payload: { code: 'ru' } });
    expect(res.statusCode).toBe(200);
  });

  it('a cross-site link to /nitro-api/logout does not sign the player out', async () => {
    const { token } = await registerUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/nitro-api/logout', cookies: { tastyToken: token }, headers: { 'sec-fetch-site': 'same-site' } });
    expect(res.statusCode).toBe(403);
    expect((await me(token)).statusCode).toBe(200);
    const own = await t.app.inject({ method: 'GET', url: '/nitro-api/logout', cookies: { tastyToken: token }, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(own.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a cross-site link to /payments/promo/user/reset is refused', async () => {
    const { token } = await registerUser(t.app);
    const url = '/api/v1/payments/promo/user/reset';
    const foreign = await t.app.inject({ method: 'GET', url, cookies: { tastyToken: token }, headers: { origin: OTHER_PORT } });
    expect(foreign.statusCode).toBe(403);
    const own = await t.app.inject({ method: 'GET', url, cookies: { tastyToken: token }, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(own.statusCode).toBe(200);
  });
});

describe('form bodies', () => {
  it('are refused on JSON routes and read where the browser sends forms', async () => {
    const { token } = await registerUser(t.app);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const lang = await t.app.inject({ method: 'POST', url: '/api/v1/users/lang/change', headers: { ...bearer(token), ...form }, payload: 'code=ru' });
    expect(lang.statusCode).toBe(400);
    expect(lang.json().code).toBe('validation');
    const session = await t.app.inject({ method: 'POST', url: '/api/v1/users/sessions', headers: form, payload: 'fbp=fb.1.2' });
    expect(session.statusCode).toBe(200);
  });
});

describe('authentication by default on API prefixes', () => {
  async function appWith(register: (f: ReturnType<typeof Fastify>, hooks: ReturnType<typeof makeAuthHooks>) => void) {
    const f = Fastify();
    f.setErrorHandler(errorHandler);
    f.decorateRequest('auth', null);
    await f.register((await import('@fastify/cookie')).default);
    const hooks = makeAuthHooks(t.database.db, SITE, () => 0, markSeenSql);
    f.addHook('onRoute', hooks.guardRoute);
    register(f, hooks);
    await f.ready();
    return f;
  }

  it('a new API route that declares nothing needs a session; declared public routes and pages do not', async () => {
    const { publicRoute } = await import('../src/platform/http/auth.js');
    const f = await appWith((f, hooks) => {
      f.get('/api/v1/new-thing', async () => ({ secret: true }));
      f.post('/nitro-api/new-thing', async () => ({ secret: true }));
      f.get('/api/v1/open-thing', { onRequest: publicRoute }, async () => ({ open: true }));
      f.get('/api/v1/guest-thing', { onRequest: hooks.optionalAuth }, async () => ({ open: true }));
      f.get('/some-page', async () => 'page');
    });
    for (const [method, url] of [['GET', '/api/v1/new-thing'], ['POST', '/nitro-api/new-thing']] as const) {
      const res = await f.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('authentication');
    }
    const { token } = await registerUser(t.app);
    expect((await f.inject({ method: 'GET', url: '/api/v1/new-thing', headers: bearer(token) })).statusCode).toBe(200);
    for (const url of ['/api/v1/open-thing', '/api/v1/guest-thing', '/some-page']) {
      expect((await f.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    await f.close();
  });
});

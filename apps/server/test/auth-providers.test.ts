import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { AuthProvider } from '@tastydrop/domain';
import { oauthAccounts, oauthStates, sessions, users } from '../src/platform/db/schema/index.js';
import type { App } from '../src/platform/http/types.js';
import { createAuthProviders } from '../src/modules/auth/providers/index.js';
import { OAUTH_BINDING_COOKIE, safeRedirectPath, stateOfBinding } from '../src/modules/auth/providers/oauth-state.js';
import { startFakeGoogle, type FakeGoogle } from './fakes/fake-google.js';
import { startFakeSteam, type FakeSteam } from './fakes/fake-steam.js';
import { startFakeVk, type FakeVk } from './fakes/fake-vk.js';
import { createTestApp, type TestApp } from './helpers.js';

const BASE = 'http://localhost:3000';
let steam: FakeSteam;
let google: FakeGoogle;
let vk: FakeVk;
/** Every provider configured against the fakes. */
let t: TestApp;
/** Google only: Steam and VK are not configured. */
let bare: TestApp;

beforeAll(async () => {
  [steam, google, vk] = await Promise.all([startFakeSteam(), startFakeGoogle(), startFakeVk()]);
  const googleEnv = {
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_AUTHORIZATION_ENDPOINT: google.authorizationEndpoint,
    GOOGLE_TOKEN_ENDPOINT: google.tokenEndpoint,
  };
  t = await createTestApp({
    env: {
      // Per-address request limits out of the way: every sign-in here comes from one address.
      AUTH_RATE_LIMIT: '10000',
      PUBLIC_BASE_URL: BASE,
      STEAM_API_KEY: steam.apiKey,
      STEAM_OPENID_ENDPOINT: steam.endpoint,
      ...googleEnv,
      VK_CLIENT_ID: vk.clientId,
      VK_CLIENT_SECRET: vk.clientSecret,
      VK_AUTHORIZATION_ENDPOINT: vk.authorizationEndpoint,
      VK_TOKEN_ENDPOINT: vk.tokenEndpoint,
      VK_API_ENDPOINT: vk.apiEndpoint,
    },
  });
  bare = await createTestApp({ database: t.database, env: { PUBLIC_BASE_URL: BASE, ...googleEnv } });
});

afterAll(async () => {
  await t?.close();
  await bare?.close();
  await Promise.all([steam?.close(), google?.close(), vk?.close()]);
});

/** A browser's sign-in so far: the callback path the provider sends it back to, and the cookie its start set. */
interface Visit {
  callback: string;
  /** The cookies the browser holds for the callback (the sign-in's binding). */
  cookies: Record<string, string>;
}

/** GET /api/v1/auth/:provider, then the browser's visit to the provider. */
async function visitProvider(app: App, provider: AuthProvider, redirect = '/cases?tab=1', extra: Record<string, string> = {}): Promise<Visit> {
  const start = await app.inject({ method: 'GET', url: `/api/v1/auth/${provider}`, query: { redirect, ...extra } });
  expect(start.statusCode).toBe(200);
  const binding = start.cookies.find((c) => c.name === OAUTH_BINDING_COOKIE);
  expect(binding).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/api/v1/auth' });
  const res = await fetch((start.json().data as { url: string }).url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(`${BASE}/api/v1/auth/${provider}/callback`);
  return { callback: `${back.pathname}${back.search}`, cookies: { [OAUTH_BINDING_COOKIE]: binding?.value ?? '' } };
}

/** The browser comes back to the callback (with `path` instead of its own when given). */
const finish = (visit: Visit, path = visit.callback, app: TestApp = t) => app.app.inject({ method: 'GET', url: path, cookies: visit.cookies });

async function signIn(provider: AuthProvider, redirect?: string) {
  return finish(await visitProvider(t.app, provider, redirect));
}

/** `visit`'s callback with one query parameter changed. */
function withParam(visit: Visit, name: string, value: string): string {
  const url = new URL(visit.callback, BASE);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

function tokenCookie(res: { cookies: { name: string; value: string; httpOnly?: boolean; secure?: boolean; sameSite?: string }[] }) {
  return res.cookies.find((c) => c.name === 'tastyToken');
}

async function me(res: Awaited<ReturnType<typeof signIn>>) {
  const cookie = tokenCookie(res);
  expect(cookie).toBeDefined();
  const answer = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', cookies: { tastyToken: cookie?.value ?? '' } });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as { user_id: number; reg_type: string; nickname: string; avatar: string; personal: { email: string | null } };
}

async function rowCounts(app: TestApp = t) {
  const db = app.database.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [a] = await db.select({ n: count() }).from(oauthAccounts);
  const [s] = await db.select({ n: count() }).from(sessions);
  return { users: u?.n, accounts: a?.n, sessions: s?.n };
}

async function expectFailure(visit: Visit | string, code = 'provider_error', app: TestApp = t, path?: string) {
  const before = await rowCounts(app);
  const res = typeof visit === 'string' ? await app.app.inject({ method: 'GET', url: visit }) : await finish(visit, path, app);
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(`/?auth_error=${code}`);
  expect(tokenCookie(res)).toBeUndefined();
  expect(await rowCounts(app)).toEqual(before);
}

describe('Steam (OpenID 2.0)', () => {
  it('signs up with a new Steam id, then signs the same id into the same account', async () => {
    steam.steamId = '76561198000123456';
    const first = await signIn('steam');
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/cases?tab=1&new_user=1');
    expect(tokenCookie(first)).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    const user = await me(first);
    // The Web API is not reachable from the app under test, so the nickname falls back.
    expect(user).toMatchObject({ reg_type: 'steam', nickname: 'steam_123456' });
    const [row] = await t.database.db.select({ steamId: users.steamId }).from(users).where(eq(users.id, user.user_id));
    expect(row?.steamId).toBe('76561198000123456');

    const second = await signIn('steam');
    expect(second.headers.location).toBe('/cases?tab=1');
    expect((await me(second)).user_id).toBe(user.user_id);
  });

  it('refuses an unconfirmed (is_valid:false), foreign, replayed or forged-state assertion', async () => {
    steam.steamId = '76561198000999001';
    steam.valid = false;
    try {
      await expectFailure(await visitProvider(t.app, 'steam'));
    } finally {
      steam.valid = true;
    }
    const visit = await visitProvider(t.app, 'steam');
    await expectFailure(visit, 'provider_error', t, withParam(visit, 'state', 'forged-state'));
    const foreign = await visitProvider(t.app, 'steam');
    await expectFailure(foreign, 'provider_error', t, withParam(foreign, 'openid.claimed_id', 'https://elsewhere.example/openid/id/76561198000999001'));
    expect((await finish(visit)).headers.location).toBe('/cases?tab=1&new_user=1');
    await expectFailure(visit);
  });

  it('reads the persona name and avatar through the Web API base URL given to the constructor', async () => {
    const client = createAuthProviders(t.config, t.database.db, { steam: { apiBaseUrl: steam.url } }).get('steam');
    steam.steamId = '76561198000777777';
    const res = await fetch(client?.authorizationUrl('state-1', 'unused') ?? '', { redirect: 'manual' });
    const url = res.headers.get('location') ?? '';
    const input = { url, query: new URL(url).searchParams, state: 'state-1', codeVerifier: null, log: t.app.log };
    expect(await client?.complete(input)).toEqual({
      providerUserId: '76561198000777777',
      steamId: '76561198000777777',
      nickname: 'Gaben',
      avatar: 'https://avatars.example/full.jpg',
    });
  });
});

describe('Google (OAuth 2.0 + PKCE)', () => {
  it('signs up with the id token profile, then signs the same identity into the same account', async () => {
    google.identity = { sub: 'g-100', email: 'alice@example.com', name: 'Alice Example', picture: 'https://lh3.example/alice.png' };
    const first = await signIn('google', '/upgrade');
    expect(first.headers.location).toBe('/upgrade?new_user=1');
    expect(tokenCookie(first)).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    const user = await me(first);
    expect(user).toMatchObject({ reg_type: 'google', nickname: 'Alice Example', avatar: 'https://lh3.example/alice.png' });
    expect(user.personal.email).toBe('alice@example.com');

    const second = await signIn('google', '/upgrade');
    expect(second.headers.location).toBe('/upgrade');
    expect((await me(second)).user_id).toBe(user.user_id);
  });

  it('records the 18+ tick the sign-in started with, and nothing without it', async () => {
    const ageOf = async (res: Awaited<ReturnType<typeof signIn>>) =>
      ((await t.app.inject({ method: 'GET', url: '/api/v1/identity', cookies: { tastyToken: tokenCookie(res)?.value ?? '' } })).json().data as { age_confirmed_at: string | null }).age_confirmed_at;
    google.identity = { sub: 'g-adult', name: 'Adult' };
    expect(await ageOf(await finish(await visitProvider(t.app, 'google', '/', { adult: 'true' })))).toEqual(expect.any(String));
    google.identity = { sub: 'g-silent', name: 'Silent' };
    expect(await ageOf(await signIn('google', '/'))).toBeNull();
  });

  it('turns denied consent, a failed token exchange and a forged state into provider_error', async () => {
    google.identity = { sub: 'g-200', name: 'Bob' };
    google.deny = true;
    try {
      await expectFailure(await visitProvider(t.app, 'google'));
    } finally {
      google.deny = false;
    }
    const badCode = await visitProvider(t.app, 'google');
    await expectFailure(badCode, 'provider_error', t, withParam(badCode, 'code', 'not-issued'));
    await expectFailure('/api/v1/auth/google/callback?code=x&state=never-issued');
    await expectFailure('/api/v1/auth/google/callback');
  });

  it('links one account when two callbacks for a new identity race', async () => {
    google.identity = { sub: 'g-race', name: 'Racer' };
    const callbacks = [await visitProvider(t.app, 'google', '/'), await visitProvider(t.app, 'google', '/')];
    const before = await rowCounts();
    const results = await Promise.all(callbacks.map((visit) => finish(visit)));
    expect(results.map((r) => r.headers.location).sort()).toEqual(['/', '/?new_user=1']);
    const ids = await Promise.all(results.map(async (r) => (await me(r)).user_id));
    expect(ids[0]).toBe(ids[1]);
    expect((await rowCounts()).users).toBe((before.users ?? 0) + 1);
  });

  it('expires states after 10 minutes and purges them', async () => {
    const old = new Date(Date.now() - 11 * 60_000);
    const row = { provider: 'google', codeVerifier: 'v', redirectTo: '/', createdAt: old };
    const [first, second] = [stateOfBinding('binding-old-1'), stateOfBinding('binding-old-2')];
    await t.database.db.insert(oauthStates).values([{ state: first, ...row }, { state: second, ...row }]);
    await expectFailure({ callback: `/api/v1/auth/google/callback?code=x&state=${first}`, cookies: { [OAUTH_BINDING_COOKIE]: 'binding-old-1' } });
    await visitProvider(t.app, 'google');
    expect(await t.database.db.select().from(oauthStates).where(eq(oauthStates.state, second))).toEqual([]);
  });

  it('returns only to same-site paths', async () => {
    google.identity = { sub: 'g-300', name: 'Carol' };
    const res = await signIn('google', 'https://evil.example/steal');
    expect(res.headers.location).toBe('/?new_user=1');
    for (const bad of ['//evil.example', '/\\evil.example', '/\t/evil.example', '/a/..//evil.example', 'cases', '']) {
      expect(safeRedirectPath(bad)).toBe('/');
    }
    expect(safeRedirectPath('/cases/arcana?x=1#top')).toBe('/cases/arcana?x=1#top');
  });
});

describe('VK (OAuth 2.0)', () => {
  it('signs up with the users.get profile, then signs the same id into the same account', async () => {
    vk.identity = { id: 4242, firstName: 'Ivan', lastName: 'Petrov', email: 'ivan@vk.example' };
    const first = await signIn('vk', '/battles');
    expect(first.headers.location).toBe('/battles?new_user=1');
    const user = await me(first);
    expect(user).toMatchObject({ reg_type: 'vk', nickname: 'Ivan Petrov', avatar: 'https://vk.example/photo.jpg' });
    expect(user.personal.email).toBe('ivan@vk.example');
    const second = await signIn('vk', '/battles');
    expect(second.headers.location).toBe('/battles');
    expect((await me(second)).user_id).toBe(user.user_id);
  });
});

describe('binding a sign-in to the browser that started it', () => {
  const providers: AuthProvider[] = ['steam', 'google', 'vk'];
  const cleared = (res: Awaited<ReturnType<typeof finish>>) => res.cookies.find((c) => c.name === OAUTH_BINDING_COOKIE);

  it.each(providers)('%s: refuses a callback in a browser that did not start the sign-in, which the starter can still finish', async (provider) => {
    steam.steamId = '76561198000555001';
    google.identity = { sub: 'g-bound', name: 'Bound' };
    vk.identity = { id: 5151, firstName: 'Bound', lastName: 'Browser' };
    const attacker = await visitProvider(t.app, provider, '/');
    // A victim lured to the attacker's callback: without a binding, then with one of its own sign-in.
    await expectFailure(attacker.callback);
    const victim = await visitProvider(t.app, provider, '/');
    await expectFailure(victim, 'provider_error', t, attacker.callback);
    await expectFailure({ callback: attacker.callback, cookies: { [OAUTH_BINDING_COOKIE]: `${attacker.cookies[OAUTH_BINDING_COOKIE]}x` } });
    // The browser that started it signs in, once.
    const done = await finish(attacker);
    expect(done.headers.location).toMatch(/^\/(\?new_user=1)?$/);
    expect(tokenCookie(done)).toBeDefined();
    await expectFailure(attacker);
  });

  it('clears the binding cookie at the callback, whether it succeeds or not', async () => {
    google.identity = { sub: 'g-cleared', name: 'Cleared' };
    const ok = await signIn('google', '/');
    expect(cleared(ok)).toMatchObject({ value: '', path: '/api/v1/auth' });
    expect(cleared(ok)?.expires?.getTime()).toBeLessThan(Date.now());
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google/callback?code=x&state=y', cookies: { [OAUTH_BINDING_COOKIE]: 'z' } });
    expect(cleared(refused)).toMatchObject({ value: '', path: '/api/v1/auth' });
  });

  it('keeps the binding short-lived and out of the URL, and uses PKCE where the provider has it', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
    const binding = start.cookies.find((c) => c.name === OAUTH_BINDING_COOKIE);
    expect(binding?.maxAge).toBeGreaterThan(0);
    expect(binding?.maxAge).toBeLessThanOrEqual(600);
    const url = new URL((start.json().data as { url: string }).url);
    expect(url.toString()).not.toContain(binding?.value ?? 'none');
    expect(url.searchParams.get('state')).toBe(stateOfBinding(binding?.value ?? ''));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });
});

describe('configuration', () => {
  it('lists only providers with credentials', () => {
    expect(createAuthProviders(t.config, t.database.db).configured()).toEqual(['steam', 'google', 'vk']);
    expect(createAuthProviders(bare.config, bare.database.db).configured()).toEqual(['google']);
  });

  it('answers 503 provider_not_configured for an unconfigured provider, and its callback redirects', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/api/v1/auth/vk' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'provider_not_configured', parameters: { provider: 'vk' } });
    await expectFailure('/api/v1/auth/vk/callback?code=x&state=y', 'provider_not_configured', bare);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, resolveUrl, setAccessToken, toApiError } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setAccessToken(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function lastRequest(index = 0): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error('fetch was not called');
  return { url: String(call[0]), init: call[1] ?? {} };
}

describe('resolveUrl', () => {
  it('prefixes /api and snake-cases the query, joining arrays with commas', () => {
    expect(resolveUrl('/v1/users/levels', { userIds: [1, 2], skip: undefined })).toBe('/api/v1/users/levels?user_ids=1%2C2');
  });

  it('keeps /nitro-api and /api paths as they are', () => {
    expect(resolveUrl('/nitro-api/logout')).toBe('/nitro-api/logout');
    expect(resolveUrl('/api/v1/page/faq')).toBe('/api/v1/page/faq');
  });
});

describe('apiRequest', () => {
  it('sends snake_case JSON with the language header and unwraps camelCased data', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { access_token: 'abc', nested: [{ coin_balance: 1 }] } }));
    const data = await apiRequest<{ accessToken: string; nested: { coinBalance: number }[] }>('/v1/auth/login', {
      method: 'POST',
      body: { login: 'neo', rememberMe: true },
    });
    expect(data).toEqual({ accessToken: 'abc', nested: [{ coinBalance: 1 }] });
    const { url, init } = lastRequest();
    expect(url).toBe('/api/v1/auth/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(JSON.parse(String(init.body))).toEqual({ login: 'neo', remember_me: true });
    const headers = new Headers(init.headers);
    expect(headers.get('X-Client-Language')).toBe('ru');
    expect(headers.get('Authorization')).toBeNull();
  });

  it('marks the console’s calls with the console’s own header, and no other call', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: null }));
    await apiRequest('/api/admin/players', { query: { q: 'neo' } });
    await apiRequest('/v1/users/me');
    expect(new Headers(lastRequest(0).init.headers).get('X-Console')).toBe('1');
    expect(new Headers(lastRequest(1).init.headers).get('X-Console')).toBeNull();
  });

  it('adds the bearer token held in memory', async () => {
    setAccessToken('tok');
    fetchMock.mockResolvedValue(json(200, { data: null }));
    await apiRequest('/v1/users/me');
    expect(new Headers(lastRequest().init.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('maps a known error body to ApiError with camelCased parameters', async () => {
    fetchMock.mockResolvedValue(
      json(400, { code: 'validation', msg: 'Check the fields', parameters: { fields: { link: 'steamUrlValidation' }, max_len: 3 } }),
    );
    const error = await apiRequest('/v1/users/set/steam/data', { method: 'POST', body: { link: 'x' }, auth: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      msg: 'Check the fields',
      parameters: { fields: { link: 'steamUrlValidation' }, maxLen: 3 },
      authenticated: true,
    });
  });

  it('turns an unknown code or a non-JSON failure into unpredicted', () => {
    expect(toApiError(418, { code: 'teapot', msg: 'no' }, false).code).toBe('unpredicted');
    expect(toApiError(502, undefined, false)).toMatchObject({ code: 'unpredicted', status: 502, parameters: {} });
    // Old-API POST errors arrive inside `data`.
    expect(toApiError(402, { data: { code: 'error_not_enough_funds_for_battle', msg: 'x', parameters: { need: 1 } } }, true)).toMatchObject({
      code: 'error_not_enough_funds_for_battle',
      status: 402,
      parameters: { need: 1 },
    });
  });

  it('treats a success without a data envelope as unpredicted', async () => {
    fetchMock.mockResolvedValue(new Response('<!doctype html>', { status: 200 }));
    await expect(apiRequest('/v1/site-config')).rejects.toMatchObject({ code: 'unpredicted', status: 200 });
  });

  it('maps a network failure to unpredicted with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/v1/footer-stats')).rejects.toMatchObject({ code: 'unpredicted', status: 0 });
  });

  it('retries a GET once after a 500', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(json(500, { code: 'unpredicted', msg: '' })).mockResolvedValueOnce(json(200, { data: 7 }));
    const pending = apiRequest<number>('/v1/footer-stats');
    await vi.runAllTimersAsync();
    await expect(pending).resolves.toBe(7);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not repeat a POST after a 500', async () => {
    fetchMock.mockResolvedValue(json(500, { code: 'unpredicted', msg: '' }));
    await expect(apiRequest('/v1/cases/1/open', { method: 'POST' })).rejects.toMatchObject({ code: 'unpredicted', status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a 401 once only when a fresher token arrived meanwhile', async () => {
    fetchMock.mockImplementationOnce(async () => {
      setAccessToken('fresh');
      return json(401, { code: 'authentication', msg: '' });
    });
    fetchMock.mockResolvedValueOnce(json(200, { data: { ok: true } }));
    await expect(apiRequest('/v1/users/me')).resolves.toEqual({ ok: true });
    expect(new Headers(lastRequest(1).init.headers).get('Authorization')).toBe('Bearer fresh');
  });

  it('does not retry a 401 without a fresh token', async () => {
    fetchMock.mockResolvedValue(json(401, { code: 'authentication', msg: 'Sign in first' }));
    await expect(apiRequest('/v1/users/me', { auth: true })).rejects.toMatchObject({
      code: 'authentication',
      status: 401,
      authenticated: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the dev header variant', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('adds basic auth and the dev user id outside production when both are configured, never beside a bearer token or to the console', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: 1 }));
    await apiRequest('/v1/users/me');
    expect(new Headers(lastRequest(0).init.headers).get('authorization')).toBeNull();

    vi.stubEnv('VITE_DEV_BASIC_AUTH', 'dev:staging-pass');
    vi.stubEnv('VITE_DEV_USER_ID', '42');
    await apiRequest('/v1/users/me');
    const dev = new Headers(lastRequest(1).init.headers);
    expect(dev.get('authorization')).toBe(`Basic ${btoa('dev:staging-pass')}`);
    expect(dev.get('x-dev-user-id')).toBe('42');

    setAccessToken('real-token');
    await apiRequest('/v1/users/me');
    expect(new Headers(lastRequest(2).init.headers).get('authorization')).toBe('Bearer real-token');
    expect(new Headers(lastRequest(2).init.headers).get('x-dev-user-id')).toBeNull();
    setAccessToken(null);
    await apiRequest('/api/admin/me');
    expect(new Headers(lastRequest(3).init.headers).get('x-dev-user-id')).toBeNull();

    vi.stubEnv('PROD', true);
    await apiRequest('/v1/users/me');
    expect(new Headers(lastRequest(4).init.headers).get('x-dev-user-id')).toBeNull();
  });
});

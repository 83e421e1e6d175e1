import { camelToSnake } from '@tastydrop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/platform/http/session-store.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

/**
 * Walks every route the app registered (so a new route is covered without touching this file) with hostile
 * input, as a guest and signed in, and fails on any 5xx. The only 5xx allowed is the documented
 * `provider_not_configured` of a sign-in provider without credentials.
 */

const ALLOWED_5XX = new Set(['provider_not_configured']);

const BAD_SCALARS = ['2147483648', '99999999999999999999', '-1', '0', '1.5', 'abc', 'a\u0000b', 'false', 'true', '', '%', "'", 'x'.repeat(100_000)];
/** Already percent-encoded: a surrogate half and bytes that are no UTF-8 at all (encodeURIComponent refuses the first). */
const RAW_SCALARS = ['%ED%A0%80', 'a%ED%B0%80b', '%FF%FE', '%C0%80'];
/** Lone surrogates, NUL and over-long text; JSON.stringify writes a lone surrogate as a `\ud800` escape. */
const BAD_TEXT = ['a\u0000b', '\u0000', '\ud800', 'a\udc00b', '\udbff\ud800', 'x'.repeat(100_000)];
const BAD_VALUES: unknown[] = [2147483648, 1e20, -1, 1.5, 0.001, 0, true, 'false', ...BAD_TEXT, [], [2147483648], ['\ud800'], {}, null, 'x'.repeat(5000), { a: 'a\u0000' }, { '\ud800': 1 }];
/** A JSON body around bytes that are not UTF-8. */
const invalidUtf8 = (before: string, after: string) => Buffer.concat([Buffer.from(before), Buffer.from([0xff, 0xfe]), Buffer.from(after)]);

function deep(depth: number, open: string, close: string): string {
  return open.repeat(depth) + close.repeat(depth);
}

/** Wire keys of a zod object schema, through optional/default wrappers. */
function keysOf(schema: unknown): string[] {
  let s = schema as { shape?: Record<string, unknown>; def?: { innerType?: unknown; in?: unknown } } | undefined;
  for (let i = 0; i < 6 && s; i += 1) {
    if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape).map(camelToSnake);
    s = (s.def?.innerType ?? s.def?.in) as typeof s;
  }
  return [];
}

interface Probe {
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

function encode(value: string): string {
  return encodeURIComponent(value);
}

function pathWith(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => values[name] ?? '1').replace(/\*/g, 'x');
}

function probesFor(route: { method: string; url: string; schema?: Record<string, unknown> }): Probe[] {
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const base = pathWith(route.url, {});
  const probes: Probe[] = [];
  const withBody = route.method !== 'GET';
  const send = (url: string, payload?: string | Buffer, contentType = 'application/json') =>
    probes.push(withBody ? { method: route.method, url, payload: payload ?? '{}', contentType } : { method: route.method, url });

  send(base);
  for (const name of params) {
    for (const value of BAD_SCALARS) if (value !== '') send(pathWith(route.url, { [name]: encode(value) }));
    for (const value of RAW_SCALARS) send(pathWith(route.url, { [name]: value }));
  }
  const queryKeys = keysOf(route.schema?.querystring);
  for (const key of queryKeys) {
    for (const value of BAD_SCALARS) send(`${base}?${key}=${encode(value)}`);
    for (const value of RAW_SCALARS) send(`${base}?${key}=${value}`);
    send(`${base}?${key}[]=1&${key}[]=2147483648`);
    send(`${base}?${key}=1&${key}=2`);
  }
  send(`${base}?${encode('a\u0000')}=1`);
  send(`${base}?%ED%A0%80=1`);
  if (!withBody) return probes;

  probes.push({ method: route.method, url: base });
  for (const raw of ['', '[]', '"x"', 'null', '123', '{"a":', '\u0000', deep(10_000, '[', ']'), deep(10_000, '{"a":', '}')]) send(base, raw);
  send(base, `{"a":${deep(10_000, '[', ']')}}`);
  send(base, 'a=1&b=%00', 'application/x-www-form-urlencoded');
  send(base, 'a=%ED%A0%80&b=%FF', 'application/x-www-form-urlencoded');
  send(base, invalidUtf8('{"a":"', '"}'));
  send(base, invalidUtf8('', ''));
  send(base, 'hello', 'text/plain');
  for (const key of keysOf(route.schema?.body)) {
    for (const value of BAD_VALUES) send(base, JSON.stringify({ [key]: value }));
    send(base, invalidUtf8(`{"${key}":"`, '"}'));
    for (const text of BAD_TEXT) send(base, 'a=1&' + new URLSearchParams({ [key]: text }).toString(), 'application/x-www-form-urlencoded');
  }
  return probes;
}

/**
 * Every route under hostile input with the case catalog as `env` sets it. Two files run it, one with
 * the catalog cached and one with it reloading on every read (inside every transaction that reads
 * it), so they run side by side.
 */
export function describeRouteFuzz(catalog: string, env: Record<string, string>): void {
describe(`every route under hostile input, catalog ${catalog}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { AUTH_RATE_LIMIT: '100000', OPEN_RATE_LIMIT: '100000', PAYMENT_RATE_LIMIT: '100000', SESSION_RATE_LIMIT: '100000', TEST_FIXTURES: 'true', FEATURES: 'techies', ...env },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  // Thousands of requests one after another: the walk grows with the routes, so it gets its own bound.
  it('answers no 5xx, as a guest or signed in', { timeout: 300_000 }, async () => {
    const player = await registerUser(t.app);
    await credit(t.database.db, { userId: player.userId, currency: 'money', amount: 1_000_000, reason: 'test_fixture' });
    const routes = t.app.routeList
      .filter((r) => !r.websocket)
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ method, url: r.url, schema: r.schema as Record<string, unknown> | undefined })))
      .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(60);

    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      // A fresh session per route: the sign-out routes end the one they are called with.
      const token = await createSession(t.database.db, player.userId);
      for (const probe of probesFor(route)) {
        for (const headers of [{}, bearer(token)]) {
          const res = await t.app.inject({
            method: probe.method as 'GET',
            url: probe.url,
            headers: { ...headers, ...(probe.contentType ? { 'content-type': probe.contentType } : {}) },
            ...(probe.payload === undefined ? {} : { payload: probe.payload }),
          });
          requests += 1;
          if (res.statusCode < 500) continue;
          const code = (res.json() as { code?: string }).code;
          if (code && ALLOWED_5XX.has(code)) continue;
          failures.push(`${probe.method} ${probe.url.slice(0, 120)} ${String(probe.payload ?? '').slice(0, 60)} → ${res.statusCode} ${code}`);
        }
      }
    }
    expect(requests).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });
});
}

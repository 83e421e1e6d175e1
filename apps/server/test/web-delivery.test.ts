import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseCatalog } from '../src/modules/cases/case-catalog.js';
import { createSectionsResponseCache } from '../src/modules/cases/sections-response.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { consoleUser } from './admin-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(20_000))});`;

function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>t</title><meta name="description" content="d" /></head><body></body></html>');
  writeFileSync(path.join(dir, 'assets', 'index-3f9a1c2b.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'index-3f9a1c2b.js.map'), '{"version":3}');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** The operator's details production requires. */
const OPERATOR = { OPERATOR_NAME: 'ООО «Пример»', OPERATOR_REGISTRATION: 'ОГРН 1234567890123', OPERATOR_ADDRESS: 'Москва', SUPPORT_EMAIL: 'support@tastydrop.example' };

async function appFor(env: Record<string, string>): Promise<TestApp> {
  return createTestApp({ env: { WEB_DIST_DIR: fakeDist(), ...env } });
}

describe('the built web app in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appFor({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), PAYMENTS_PROVIDER: 'sandbox', ...OPERATOR });
    await seedFixtureCatalog(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
    const page = await t.app.inject({ method: 'GET', url: '/profile' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('compresses scripts and JSON with brotli or gzip', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await t.app.inject({ method: 'GET', url: '/api/v1/sections', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).data.length).toBeGreaterThan(0);
  });

  it('does not serve source maps, in production or not', async () => {
    const development = await createTestApp({ database: t.database, env: { WEB_DIST_DIR: fakeDist() } });
    try {
      for (const app of [t.app, development.app]) {
        const map = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js.map' });
        expect(map.statusCode).toBe(404);
        expect(map.body).not.toContain('"version":3');
        expect((await app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js' })).statusCode).toBe(200);
      }
    } finally {
      await development.close();
    }
  });
});

describe("the console's pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = fakeDist();
    writeFileSync(path.join(dist, 'console.html'), '<!doctype html><html><head><title>t</title><meta name="description" content="d" /><link rel="modulepreload" href="/assets/admin-app.js"></head><body></body></html>');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist, AUTH_RATE_LIMIT: '10000' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const ME_PRELOAD = '<link rel="preload" href="/api/admin/me" as="fetch"';

  it("answer the build's console copy, which preloads the console's code, and the other pages the player's", async () => {
    for (const url of ['/admin', '/admin/players/7', '/admin/partners/7', '/admin/events/3/pass']) expect((await page(url)).body).toContain('/assets/admin-app.js');
    for (const url of ['/', '/faq', '/administrator']) expect((await page(url)).body).not.toContain('/assets/admin-app.js');
  });

  it("start the console's who-am-I call for a signed-in browser only", async () => {
    expect((await page('/admin', 'tastyLoggedIn=1')).body).toContain(ME_PRELOAD);
    expect((await page('/admin')).body).not.toContain(ME_PRELOAD);
    expect((await page('/faq', 'tastyLoggedIn=1')).body).not.toContain(ME_PRELOAD);
  });

  it("also starts the dashboard's figures for a session past the second factor whose role sees money, and for no other", async () => {
    const FIGURES = ['/api/admin/withdrawals', '/api/admin/approvals'];
    const signedIn = (url: string, headers: { authorization: string }) => t.app.inject({ method: 'GET', url, headers: { cookie: 'tastyLoggedIn=1', ...headers } });
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map((m) => m[1]);
    const owner = await consoleUser(t, 'owner');
    expect(preloads((await signedIn('/admin', owner.headers)).body)).toEqual(['/api/admin/me', ...FIGURES]);
    // Each preloaded call is one the session may make.
    for (const url of FIGURES) expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(200);
    // Another console page asks other things first.
    expect(preloads((await signedIn('/admin/players', owner.headers)).body)).toEqual(['/api/admin/me']);
    // A role without money, an account before its second factor and a player would be refused them.
    const content = await consoleUser(t, 'content');
    const unenrolled = await consoleUser(t, 'finance', { enrol: false });
    const player = await registerUser(t.app);
    for (const headers of [content.headers, unenrolled.headers, bearer(player.token)]) {
      expect(preloads((await signedIn('/admin', headers)).body)).toEqual(['/api/admin/me']);
    }
  });
});

describe('the sections list', () => {
  it('is converted once per catalog version', async () => {
    let version = 1;
    let reads = 0;
    const catalog = {
      version: async () => version,
      all: async () => {
        reads += 1;
        return { sections: [], cases: [] };
      },
    } as unknown as CaseCatalog;
    const cache = createSectionsResponseCache(catalog);
    const first = await cache.body({});
    expect(first.body).toBe('{"data":[]}');
    // Compressed once for each encoding, then the same bytes for every request of the version.
    expect((await cache.body({})).encoded('br')).toBe(first.encoded('br'));
    expect(brotliDecompressSync(first.encoded('br')).toString()).toBe(first.body);
    expect(gunzipSync((await cache.body({})).encoded('gzip')).toString()).toBe(first.body);
    expect(reads).toBe(1);
    await cache.body({ main: true });
    expect(reads).toBe(2);
    version = 2;
    await cache.body({});
    expect(reads).toBe(3);
  });

  it('answers the same wire form as before', async () => {
    const t = await createTestApp();
    try {
      await seedFixtureCatalog(t.database.db);
      const res = await t.app.inject({ method: 'GET', url: '/api/v2/case/sections/with-cases?main=1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const [section] = res.json().data as { appearance_data: unknown; cases: { name: string }[] }[];
      expect(section?.appearance_data).toMatchObject({ title_icon: 'star', gradient: ['#6d5bff', '#b06dff'] });
      expect(section?.cases.length).toBeGreaterThan(0);
      // A browser's request gets the same answer compressed, as the browser asked.
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip, deflate', 'gzip', gunzipSync],
      ] as const) {
        const compressed = await t.app.inject({ method: 'GET', url: '/api/v2/case/sections/with-cases?main=1', headers: { 'accept-encoding': accept } });
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(compressed.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(compressed.rawPayload).toString()).toBe(res.body);
      }
    } finally {
      await t.close();
    }
  });
});

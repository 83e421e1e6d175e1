import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { formatAmount } from '@tastydrop/domain';
import { eq } from 'drizzle-orm';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cases } from '../src/platform/db/schema/index.js';
import { seedDatabase } from '../src/seed/index.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

// The real renderer of the web app (apps/web/src/ssr), built beside a stand-in index.html.
const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
const TEMPLATE =
  '<!doctype html><html><head><title>TastyDrop</title><meta name="description" content="x" /><link rel="stylesheet" crossorigin href="/assets/app.css"></head><body><div id="root"></div></body></html>';
const STYLESHEET = '.card{color:red}';
/** Longer than the case catalog keeps a snapshot (case-catalog.ts), so the next request reads the database. */
const CATALOG_RELOAD_MS = 31_000;

interface WireCase {
  name: string;
  title: string;
  price_data: { price: number; currency: string };
}

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tastydrop-prerender-'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), TEMPLATE);
  mkdirSync(path.join(dir, 'dist', 'assets'));
  writeFileSync(path.join(dir, 'dist', 'assets', 'app.css'), STYLESHEET);
  // Built as `npm run build` builds it (the test runner sets NODE_ENV=test, which would pick React's development JSX).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(webRoot, 'vite.config.ts'),
      root: webRoot,
      mode: 'production',
      logLevel: 'error',
      build: { ssr: 'src/ssr/render-main-page.tsx', outDir: path.join(dir, 'dist-ssr'), emptyOutDir: true, sourcemap: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  t = await createTestApp({ env: { WEB_DIST_DIR: path.join(dir, 'dist') } });
  await seedDatabase(t.database.db, 'dota');
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (cookie?: string) => t.app.inject({ method: 'GET', url: '/', headers: cookie ? { cookie } : {} });
const mainCases = async (): Promise<WireCase[]> =>
  ((await t.app.inject({ method: 'GET', url: '/api/v2/case/sections/with-cases?main=1' })).json().data as { cases: WireCase[] }[]).flatMap((s) => s.cases);
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Moves the clock past the catalog's snapshot, as a running site sees it after an operator's change. */
let clockAhead = 0;
async function pageAfterCatalogReload() {
  const now = Date.now();
  clockAhead += CATALOG_RELOAD_MS;
  const ahead = clockAhead;
  const clock = vi.spyOn(Date, 'now').mockImplementation(() => now + ahead);
  try {
    return await page();
  } finally {
    clock.mockRestore();
  }
}

describe('the main page drawn on the server', () => {
  it('carries every case card of the main sections with its name, price and link', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-prerendered>');
    const shown = await mainCases();
    expect(shown.length).toBeGreaterThan(5);
    expect(res.body.match(/data-testid="case-card"/g)?.length).toBe(shown.length);
    for (const c of shown) {
      expect(res.body, c.name).toContain(`href="/open/${c.name}"`);
      expect(res.body, c.name).toContain(`>${escapeText(c.title)}</span>`);
      if (c.price_data.currency === 'GOLD') expect(res.body, c.name).toContain(`${formatAmount(c.price_data.price)} ₽`);
    }
    // The page texts stay as the SEO table has them.
    expect(res.body).toMatch(/<title>[^<]*TastyDrop[^<]*<\/title>/);
  });

  it('carries its stylesheets inline, the links left disabled', async () => {
    const drawn = (await page()).body;
    expect(drawn).toContain(`<style>${STYLESHEET}</style><link rel="stylesheet" crossorigin href="/assets/app.css" disabled>`);
    // Pages the browser draws keep the stylesheet they wait for.
    const plain = (await page('tastyLoggedIn=1')).body;
    expect(plain).toContain('<link rel="stylesheet" crossorigin href="/assets/app.css">');
    expect(plain).not.toContain('<style>');
  });

  it('asks for the first cases’ art first, and for the calls the app makes', async () => {
    const drawn = (await page()).body;
    const [first, second] = await mainCases();
    const head = drawn.slice(0, drawn.indexOf('</head>'));
    // The AVIF renderings the browser would pick from the art's picture, at densities 1 and 2.
    const images = [...head.matchAll(/<link rel="preload" as="image" imagesrcset="([^"]+)" type="image\/avif" fetchpriority="high">/g)].map((m) => m[1]);
    expect(images).toEqual([first, second].map((c) => `/static/cases/${c?.name}.w192.avif 1x, /static/cases/${c?.name}.w384.avif 2x`));
    // Before the stylesheets and the code, right after the charset.
    expect(head.indexOf('as="image"')).toBeLessThan(head.indexOf('<style>'));
    expect(drawn).toMatch(/<picture[^>]*><source type="image\/avif" srcSet="[^"]+"\/><source type="image\/webp" srcSet="[^"]+"\/><img [^>]*src="\/static\/cases\/[^"]+\.svg" alt="" width="184" height="184" loading="eager" fetchPriority="high"/);
    expect([...head.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map((m) => m[1])).toEqual([
      '/api/v2/case/sections/with-cases?main=true',
      '/api/v1/event/current',
      '/api/v1/site-config',
    ]);
    // A page the browser draws preloads no art.
    expect((await page('tastyLoggedIn=1')).body).not.toContain('as="image"');
  });

  it('shows a catalog change in the next response', async () => {
    await t.database.db.update(cases).set({ name: 'Свежий старт', price: 1_999 }).where(eq(cases.slug, 'tasty-start'));
    const res = await pageAfterCatalogReload();
    expect(res.body).toContain('>Свежий старт</span>');
    expect(res.body).not.toContain('>Вкусный старт</span>');
    // Prices are kept in kopecks: 1999 is 19.99 ₽.
    expect(res.body).toContain('<span>19.99 ₽</span>');
  });

  it('escapes every text it draws', async () => {
    const hostile = `</span><script>alert("x")</script><img src=x onerror=alert(1)> & 'q'`;
    await t.database.db.update(cases).set({ name: hostile }).where(eq(cases.slug, 'tasty-start'));
    const res = await pageAfterCatalogReload();
    expect(res.body).toContain('data-prerendered');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;/span&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#x27;q&#x27;');
  });

  it('leaves the page to the browser for a signed-in player and on other pages', async () => {
    for (const cookie of ['tastyLoggedIn=1', 'tastyToken=abc']) {
      const res = await page(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body, cookie).toContain('<div id="root"></div>');
      expect(res.body, cookie).not.toContain('case-card');
    }
    const faq = await t.app.inject({ method: 'GET', url: '/faq' });
    expect(faq.body).toContain('<div id="root"></div>');
  });

  it('draws the logo and texts of the site’s game', async () => {
    expect((await page()).body).toContain('data-game="dota"');
    const cs = await createTestApp({ env: { GAME: 'cs', WEB_DIST_DIR: path.join(dir, 'dist') } });
    try {
      await seedFixtureCatalog(cs.database.db, 'cs');
      const drawn = (await cs.app.inject({ method: 'GET', url: '/' })).body;
      expect(drawn).toContain('data-prerendered');
      expect(drawn).toContain('aria-label="TastyDrop CS — на главную"');
      expect(drawn).toContain('data-game="cs"');
      expect(drawn).not.toContain('data-game="dota"');
    } finally {
      await cs.close();
    }
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('cookie');
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(html).toContain('data-testid="case-card"');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(html) / 4);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../src/seed/index.js';
import { call, makePlayer } from './battles-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

const TEMPLATE = '<!doctype html><html><head><title>TastyDrop</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';

let t: TestApp;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tastydrop-web-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { WEB_DIST_DIR: dir } });
  await seedDatabase(t.database.db, 'dota');
});
afterAll(() => t.close());

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const page = (url: string) => t.app.inject({ method: 'GET', url });
const seo = async (url: string) => (await t.app.inject({ method: 'POST', url: '/api/v1/seo/get', payload: { url } })).json().data as { title: string };

describe('pages and their titles', () => {
  it('titles a case page with the case’s Russian title, in the HTML and through the SEO call', async () => {
    const res = await page('/open/hero-axe');
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('Кейс Axe: открыть онлайн — TastyDrop');
    expect((await seo('/open/hero-axe')).title).toBe('Кейс Axe: открыть онлайн — TastyDrop');
    expect(title((await page('/open/tasty-start')).body)).toBe('Кейс «Вкусный старт»: открыть онлайн — TastyDrop');
  });

  it('answers 404 with its own title for an unknown path and for a case that does not exist', async () => {
    for (const url of ['/no-such-page', '/open/no-such-case', '/battles/x/y', '/open/%D0%BD%D0%B5%D1%82', '/open/hero-axe/more']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(title(res.body), url).toBe('Страница не найдена — TastyDrop');
      expect(res.body, url).toContain('<div id="root">');
    }
    expect((await seo('/open/no-such-case')).title).toBe('Страница не найдена — TastyDrop');
    expect((await seo('/no-such-page')).title).toBe('Страница не найдена — TastyDrop');
  });

  it('answers 200 for the known pages and aliases', async () => {
    for (const url of ['/', '/faq', '/techies', '/provably-fair', '/event/top']) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
  });

  it('answers 404 with the app for a battle or a profile that does not exist, 200 for one that does', async () => {
    const player = await makePlayer(t.database.db, 10_000);
    const sections = (await call(t.app, 'GET', '/api/old/cases', player)).data.sections as { cases: { id: number }[] }[];
    const created = await call(t.app, 'POST', '/api/old/battles', player, { cases: [{ id: sections[0]!.cases[0]!.id, count: 1 }], mode: '1v1' });
    const ulid = created.data.battle_ulid as string;
    for (const url of [`/battles/${ulid}`, `/battles/${ulid.toLowerCase()}`, `/profile/${player.userId}`]) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
    for (const url of ['/battles/NOPE', '/battles/01HZ', '/battles/01ARZ3NDEKTSV4RRFFQ69G5FAV', '/profile/99999', '/profile/abc', '/profile/99999999999999']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(title(res.body), url).toBe('Страница не найдена — TastyDrop');
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('answers HEAD on a page as GET would, without the body', async () => {
    for (const [url, status] of [['/', 200], ['/open/hero-axe', 200], ['/faq', 200], ['/no-such-page', 404]] as const) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toBe('');
    }
  });

  it('points /favicon.ico to the icon instead of the not-found page', async () => {
    const res = await page('/favicon.ico');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });

  it('drops a trailing slash with a redirect that stays on this site', async () => {
    const res = await page('/faq/?a=1');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/faq?a=1');
    for (const url of ['//evil.com/', '/\\evil.com/', '/%5Cevil.com/', '///evil.com/', '/%2F%2Fevil.com/', '/%5C%5Cevil.com/']) {
      const other = await page(url);
      expect(other.headers.location, url).toBeUndefined();
      expect([200, 404], url).toContain(other.statusCode);
      expect(other.headers['content-type'], url).toContain('text/html');
    }
  });

  it('keeps unknown API paths a JSON route_not_found', async () => {
    const res = await page('/api/v1/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toContain('route_not_found');
  });
});

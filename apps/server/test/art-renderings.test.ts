import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../src/platform/db/schema/index.js';
import { createArtRenderings } from '../src/modules/catalog/art-renderings.js';
import { renderCaseSvg } from '../src/modules/catalog/art/index.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

const svg = renderCaseSvg({ title: 'Тест', seed: 'test', colors: ['#3b2a6b', '#12101f'], accent: '#f5b942' });
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('art renderings', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'art-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('render each variant once, share a rendering asked for twice at once, and read it back from disk later', async () => {
    const renderings = createArtRenderings(dir);
    const [a, b] = await Promise.all([renderings.get(svg, { width: 96, format: 'avif' }), renderings.get(svg, { width: 96, format: 'avif' })]);
    expect(renderings.made).toBe(1);
    expect(b.equals(a)).toBe(true);
    expect((await renderings.get(svg, { width: 96, format: 'avif' })).equals(a)).toBe(true);
    expect(renderings.made).toBe(1);
    await renderings.get(svg, { width: 96, format: 'webp' });
    expect(renderings.made).toBe(2);

    const restarted = createArtRenderings(dir);
    expect((await restarted.get(svg, { width: 96, format: 'avif' })).equals(a)).toBe(true);
    expect(restarted.made).toBe(0);
    const files = (await readdir(dir)).filter((f) => !f.startsWith('.'));
    expect(files).toHaveLength(2);
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^[0-9a-f]{32}\.w96\.avif$/), expect.stringMatching(/^[0-9a-f]{32}\.w96\.webp$/)]));
  });

  it('render a changed picture anew under a name of its own', async () => {
    const renderings = createArtRenderings(dir);
    await renderings.get(svg.replace('Тест', 'Другой'), { width: 96, format: 'avif' });
    expect(renderings.made).toBe(1);
    expect((await readdir(dir)).filter((f) => f.endsWith('.w96.avif'))).toHaveLength(2);
  });

  it('encode the format and width asked for, and a 10 × 10 placeholder', async () => {
    const renderings = createArtRenderings(dir);
    const avif = await sharp(await renderings.get(svg, { width: 384, format: 'avif' })).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 384, 384]);
    expect(avif.compression).toBe('av1');
    const webp = await sharp(await renderings.get(svg, { width: 192, format: 'webp' })).metadata();
    expect([webp.format, webp.width]).toEqual(['webp', 192]);
    const placeholder = await sharp(await renderings.get(svg, 'placeholder')).metadata();
    expect([placeholder.format, placeholder.width, placeholder.height]).toEqual(['webp', 10, 10]);
  });
});

describe('art routes', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'art-data-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    await seedFixtureCatalog(t.database.db);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serve a case as AVIF, WebP and its SVG original, for a year and immutable, each under its own type', async () => {
    for (const [url, type] of [
      ['/static/cases/basic.w192.avif', 'image/avif'],
      ['/static/cases/basic.w192.webp', 'image/webp'],
      ['/static/cases/basic.blur.webp', 'image/webp'],
      ['/static/cases/basic.svg', 'image/svg+xml'],
      ['/static/items/cheap.w384.avif?v=2', 'image/avif'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: url! });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe(type);
      expect(res.headers['cache-control'], url).toBe(IMMUTABLE);
      // The format is in the address, so the answer never depends on what the browser accepts.
      expect(String(res.headers.vary ?? ''), url).not.toMatch(/accept(?!-encoding)/i);
    }
    const avif = await t.app.inject({ method: 'GET', url: '/static/cases/basic.w192.avif' });
    const meta = await sharp(avif.rawPayload).metadata();
    expect([meta.format, meta.compression, meta.width]).toEqual(['heif', 'av1', 192]);
  });

  it('render a file once: asked again, it comes from disk', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/static/items/mid.w96.webp' });
    const files = await readdir(path.join(dataDir, 'art'));
    const again = await t.app.inject({ method: 'GET', url: '/static/items/mid.w96.webp' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await readdir(path.join(dataDir, 'art'))).toEqual(files);
    expect(files.filter((f) => f.endsWith('.w96.webp'))).toHaveLength(1);
  });

  it('refuse an unknown picture, a width outside the allowed ones and a file of no known kind', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/static/cases/nothing.w192.avif' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/static/items/nothing.blur.webp' })).statusCode).toBe(404);
    for (const width of [4000, 99999, 193]) {
      const res = await t.app.inject({ method: 'GET', url: `/static/cases/basic.w${width}.avif` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', msg: 'Проверьте введённые данные', parameters: { width } });
    }
    expect((await t.app.inject({ method: 'GET', url: '/static/cases/basic.w192.png' })).statusCode).toBe(400);
    expect((await readdir(path.join(dataDir, 'art'))).some((f) => /\.w(4000|99999|193)\./.test(f))).toBe(false);
  });
});

describe('the picture of a case that left the catalog', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'art-hidden-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    await seedFixtureCatalog(t.database.db);
    await t.database.db.update(cases).set({ hidden: true }).where(eq(cases.slug, 'basic'));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is still served: live drops, histories and battles keep showing a hidden case', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cases/basic' })).statusCode).toBe(404);
    for (const url of ['/static/cases/basic.w24.avif', '/static/cases/basic.blur.webp', '/static/cases/basic.svg']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

/** A web build as vite writes it: one index.html naming the Dota app, and each game's manifest and icons. */
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'cs'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="theme-color" content="#0e0b1f" /><link rel="icon" type="image/svg+xml" href="/favicon.svg" /><link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png" /><title>TastyDrop</title><meta name="description" content="" /><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>',
  );
  for (const folder of ['', 'cs']) {
    writeFileSync(path.join(dir, folder, 'manifest.webmanifest'), JSON.stringify({ short_name: folder || 'dota' }));
    writeFileSync(path.join(dir, folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  return dir;
}

const manifestOf = (html: string) => /<link rel="manifest" href="([^"]*)"/.exec(html)?.[1];

describe('the CS site’s pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { GAME: 'cs', WEB_DIST_DIR: fakeDist() } });
  });
  afterAll(() => t.close());

  it('link the CS app’s manifest, and the manifest they link is the CS one', async () => {
    for (const url of ['/', '/faq', '/no-such-page']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(manifestOf(page.body), url).toBe('/cs/manifest.webmanifest');
      expect(page.body, url).toContain('href="/cs/apple-touch-icon.png"');
    }
    const manifest = await t.app.inject({ method: 'GET', url: '/cs/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ short_name: 'cs' });
  });

  it('give the service worker an offline page with the CS app in it', async () => {
    const shell = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-type']).toContain('text/html');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(manifestOf(shell.body)).toBe('/cs/manifest.webmanifest');
    expect(shell.body).toContain('<title>TastyDrop CS</title>');
  });

  it('point /favicon.ico to the CS icon', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/cs/favicon.svg');
  });
});

describe('the Dota site’s offline page', () => {
  it('links the Dota app', async () => {
    const t = await createTestApp({ env: { WEB_DIST_DIR: fakeDist() } });
    try {
      const shell = await t.app.inject({ method: 'GET', url: '/index.html' });
      expect(manifestOf(shell.body)).toBe('/manifest.webmanifest');
      expect(shell.body).toContain('<title>TastyDrop</title>');
    } finally {
      await t.close();
    }
  });
});

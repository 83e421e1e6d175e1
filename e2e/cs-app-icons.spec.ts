import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SITES } from './sites';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

/** Width × height from a PNG's header (the IHDR chunk right after the signature). */
function pngSize(data: Buffer): string {
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`;
}

async function expectPng(page: Page, url: string, size: string): Promise<void> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type'], url).toBe('image/png');
  expect(pngSize(await res.body()), url).toBe(size);
}

const APPS = [
  { game: 'cs', site: SITES.cs.url, shortName: 'TastyDrop CS', name: /CS2/, other: /Dota/ },
  { game: 'dota', site: SITES.dota.url, shortName: 'TastyDrop', name: /Dota 2/, other: /CS2/ },
] as const;

for (const app of APPS) {
  test(`the ${app.game} site links its own app: manifest name, icons and toolbar colour`, async ({ page }) => {
    await page.goto(`${app.site}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestUrl = new URL(href!, page.url()).href;
    const res = await page.request.get(manifestUrl);
    expect(res.status()).toBe(200);
    const manifest = (await res.json()) as { name: string; short_name: string; theme_color: string; icons: ManifestIcon[] };
    expect(manifest.short_name).toBe(app.shortName);
    expect(manifest.name).toMatch(app.name);
    expect(manifest.name).not.toMatch(app.other);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

    const png = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(png.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of png) await expectPng(page, new URL(icon.src, manifestUrl).href, icon.sizes);
    const appleTouchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    await expectPng(page, new URL(appleTouchIcon!, page.url()).href, '180x180');
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    const tabIcon = await page.request.get(new URL(favicon!, page.url()).href);
    expect(tabIcon.status()).toBe(200);
    expect(tabIcon.headers()['content-type']).toContain('image/svg+xml');
  });
}

test('the CS site’s service worker keeps its offline page with the CS app in it, and no Dota manifest or icons', async ({ page }) => {
  // The worker installs once the app has loaded, fetching the whole offline shell.
  test.setTimeout(90_000);
  await page.goto(`${SITES.cs.url}/`);
  const cached = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const paths: string[] = [];
    let offlinePage = '';
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname;
        paths.push(path);
        if (path === '/index.html') offlinePage = await (await cache.match(request))!.text();
      }
    }
    return { paths, offlinePage };
  });
  expect(cached.paths).toContain('/index.html');
  expect(cached.offlinePage).toContain('<link rel="manifest" href="/cs/manifest.webmanifest">');
  expect(cached.offlinePage).toContain('href="/cs/apple-touch-icon.png"');
  expect(cached.paths.filter((path) => /manifest\.webmanifest$|\/(icon-\d+|icon-maskable-\d+|apple-touch-icon)\.png$|\/(favicon|app-icon)\.svg$/.test(path))).toEqual([]);
});

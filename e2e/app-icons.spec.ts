import { expect, test } from './fixtures';

test('the served manifest lists PNG icons at 192 and 512 px and a maskable one, and pages link the iOS icon', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { icons: { src: string; sizes: string; type: string; purpose: string }[] };
  const png = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(png.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const src of [...png.map((icon) => icon.src), '/apple-touch-icon.png']) {
    const res = await page.request.get(src);
    expect(res.status(), src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
});

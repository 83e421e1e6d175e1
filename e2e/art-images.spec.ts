import { expect, test } from './fixtures';

const YEAR = 'public, max-age=31536000, immutable';

/** Resolves to the picture's loaded address once it has loaded. */
const loadedSource = (img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : null);

test('case and item pictures reach Chromium as AVIF renderings, kept for a year', async ({ page }) => {
  const caseArt = page.waitForResponse((r) => /^\/static\/cases\/[a-z0-9-]+\.w\d+\.avif$/.test(new URL(r.url()).pathname));
  await page.goto('/');
  const response = await caseArt;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/avif');
  expect(response.headers()['cache-control']).toBe(YEAR);

  // The first card's art: the 184 px picture at density 1, its placeholder gone once it shows.
  const art = page.getByTestId('case-card').first().locator('img');
  await expect.poll(() => art.evaluate(loadedSource)).toMatch(/\/static\/cases\/[a-z0-9-]+\.w192\.avif$/);
  await expect(art).not.toHaveAttribute('style', /background-image/);
  const source = page.getByTestId('case-card').first().locator('source[type="image/avif"]');
  await expect(source).toHaveAttribute('srcset', /\.w192\.avif 1x, .+\.w384\.avif 2x$/);

  // An item of the case's drop list, a fluid tile offered at the breakpoint widths.
  await page.getByTestId('case-card').first().click();
  const drop = page.getByTestId('case-drop').first().locator('img');
  await drop.scrollIntoViewIfNeeded();
  await expect.poll(() => drop.evaluate(loadedSource)).toMatch(/\/static\/items\/[a-z0-9-]+\.w\d+\.avif$/);
});

import type { Page } from '@playwright/test';
import { acceptCookies, expect, fromSite, quickRegister, test } from './fixtures';

const WIDTHS = [320, 375, 1440, 1920, 2560];
// `/profile` leads a signed-in player to their own profile; the last path is an unknown page.
const ROUTES = ['/', '/open/tasty-start', '/battles', '/upgrades', '/profile', '/event', '/top', '/no-such-page'];

/** Every route at every width: the document is never wider than the window, so nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const route of ROUTES) {
      await page.goto(route, { waitUntil: 'networkidle' });
      await expect(page.getByTestId('header')).toBeVisible();
      const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, window: window.innerWidth }));
      expect(sizes.scroll, `${route} at ${width} px`).toBeLessThanOrEqual(sizes.window);
    }
  }
}

test('no page scrolls sideways for a guest, from 320 to 2560 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await acceptCookies(page);
  await expectNoSidewaysScroll(page);
});

test('no page scrolls sideways for a signed-in player with a large balance, from 320 to 2560 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  const credit = await page.request.post('/api/test/credit', { data: { amount: 987_654.32 }, headers: fromSite(page) });
  expect(credit.ok()).toBe(true);
  await expectNoSidewaysScroll(page);
});

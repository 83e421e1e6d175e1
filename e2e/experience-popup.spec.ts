import type { Page } from '@playwright/test';
import { acceptCookies, expect, fromSite, quickRegister, test } from './fixtures';

/** A case dearer than a level's worth of experience for a new player (level 2 → 3 costs 100 points, 100 ₽). */
const CASE = 'immortal-treasure';

async function amountOf(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).first().textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

test('a level of play brings the experience popup on the next page, once, never over the game', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  // This test follows the popup the other tests close by themselves.
  await page.removeLocatorHandler(page.getByTestId('experience-popup'));

  await page.goto(`/open/${CASE}`);
  const price = await amountOf(page, 'case-price');
  expect(price).toBeGreaterThanOrEqual(100);
  expect((await page.request.post('/api/test/credit', { data: { amount: price }, headers: fromSite(page) })).ok()).toBe(true);
  await page.goto(`/open/${CASE}`);
  await page.getByTestId('case-open').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 25_000 });
  // The popup keeps off the game (the header's banner said it at once, during the reel).
  const level = async () => ((await (await page.request.get('/api/v1/users/me', { headers: fromSite(page) })).json()) as { data: { level: number } }).data.level;
  expect(await level()).toBeGreaterThanOrEqual(3);
  await page.waitForTimeout(1000);
  await expect(page.getByTestId('experience-popup')).toHaveCount(0);

  // A fresh page: the popup waits out the landing's quiet time too.
  await page.goto('/');
  const popup = page.getByTestId('experience-popup');
  await expect(popup).toBeVisible({ timeout: 20_000 });
  expect(Number(await popup.getByTestId('experience-popup-level').textContent())).toBeGreaterThanOrEqual(3);
  await expect(popup.getByTestId('experience-popup-gained')).toHaveText(new RegExp(`^\\+${Math.floor(price)} очк`));
  await expect(popup.getByRole('progressbar')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('experience-popup-1440.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath('experience-popup-375.png') });
  await popup.getByTestId('experience-popup-close').click();
  await expect(popup).toHaveCount(0);

  // Once per rise: the next page does not bring it back.
  await page.reload();
  await expect(page.getByTestId('mobile-nav')).toBeVisible();
  await page.waitForTimeout(11_000);
  await expect(popup).toHaveCount(0);
});

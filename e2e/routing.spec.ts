import { acceptCookies, expect, test } from './fixtures';

test('an unknown route shows the 404 page with its path', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toContainText('Page not found: /no/such/page');
});

test('trailing slashes are removed by redirect', async ({ page }) => {
  await page.goto('/faq/');
  await expect(page).toHaveURL(/\/faq$/);
});

test('a u_tm parameter leads to the top-up page (its guest variant for guests)', async ({ page }) => {
  await page.goto('/?u_tm=partner42');
  await expect(page).toHaveURL(/\/refill\/unauth$/);
});

test('/profile sends a guest home', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
});

test('aliases resolve to their pages', async ({ page }) => {
  await page.goto('/techies');
  await expect(page).toHaveURL(/\/sapper$/);
  await page.goto('/privacy-policy');
  await expect(page).toHaveURL(/\/event-condition$/);
});

test('keyboard users skip the live drop strip to the menu', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await acceptCookies(page);
  // Keyboard navigation starts from the top of the page, as on a fresh load (the accepted cookie bar held it).
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('skip-to-menu')).toBeFocused();
  await page.keyboard.press('Enter');
  // The next Tab lands in the header, not on a live drop.
  await page.keyboard.press('Tab');
  const inHeader = await page.evaluate(() => document.activeElement?.closest('header') !== null);
  expect(inHeader).toBe(true);
});

test('an unknown page answers 404 with the Russian not-found page and its own title', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toContainText('Page not found: /no-such-page-here');
  await expect(page).toHaveTitle('Страница не найдена — TastyDrop');
  const caseResponse = await page.goto('/open/hero-axe');
  expect(caseResponse?.status()).toBe(200);
  await expect(page).toHaveTitle('Кейс Axe: открыть онлайн — TastyDrop');
});

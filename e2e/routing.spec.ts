import { acceptCookies, expect, test } from './fixtures';

test('an unknown route shows the Russian 404 page with its path', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toContainText('Страница не найдена');
  await expect(page.getByTestId('not-found')).toContainText('По адресу /no/such/page ничего нет');
  await expect(page.getByTestId('not-found')).not.toContainText('Page not found');
});

test('a battle or a profile that does not exist answers 404 with its Russian not-found view', async ({ page, browser }) => {
  for (const url of ['/battles/NOPE', '/profile/99999', '/open/no-such-case']) expect((await page.request.get(url)).status(), url).toBe(404);
  // The page's own calls for the missing battle and player answer 4xx, which the browser reports as failed loads:
  // this page counts every other console error.
  const context = await browser.newContext();
  const viewer = await context.newPage();
  const errors: string[] = [];
  viewer.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  viewer.on('pageerror', (error) => errors.push(error.message));
  await viewer.goto('/battles/NOPE');
  await expect(viewer.getByTestId('battle-not-found')).toContainText('Битва не найдена');
  await viewer.goto('/profile/99999');
  await expect(viewer.getByTestId('profile-not-found')).toContainText('Игрок не найден');
  await context.close();
  expect(errors, 'console errors on the not-found pages').toEqual([]);
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
  await expect(page.getByTestId('not-found')).toContainText('По адресу /no-such-page-here ничего нет');
  await expect(page).toHaveTitle('Страница не найдена — TastyDrop');
  const caseResponse = await page.goto('/open/hero-axe');
  expect(caseResponse?.status()).toBe(200);
  await expect(page).toHaveTitle('Кейс Axe: открыть онлайн — TastyDrop');
});

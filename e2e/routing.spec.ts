import { expect, test } from './fixtures';

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

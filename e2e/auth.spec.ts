import { acceptCookies, expect, quickRegister, test } from './fixtures';

test('a guest registers through quick registration, sees nickname and zero balance, and signs out', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await expect(page.getByTestId('header')).toBeVisible();
  const login = await quickRegister(page);

  await expect(page.getByTestId('user-nickname')).toHaveText(login);
  await expect(page.getByTestId('user-balance')).toContainText('0.00');

  // The session survives a reload through the cookie.
  await page.reload();
  await expect(page.getByTestId('user-nickname')).toHaveText(login);

  const menu = page.getByTestId('user-menu');
  if (await menu.isVisible()) await menu.click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('signin-open').first()).toBeVisible();
  await expect(page.getByTestId('user-nickname')).toHaveCount(0);
});

test('/profile sends a signed-in player to their own profile', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile\/\d+$/);
});

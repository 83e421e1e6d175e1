import { acceptCookies, expect, quickRegister, test } from './fixtures';

test('a guest registers through quick registration, sees nickname and zero balance, and signs out', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await expect(page.getByTestId('header')).toBeVisible();
  const login = await quickRegister(page);

  // The public nickname is not the login.
  await expect(page.getByTestId('user-nickname')).toHaveText(/^player_\d{6}$/);
  const nickname = (await page.getByTestId('user-nickname').textContent()) ?? '';
  expect(nickname).not.toBe(login);
  await expect(page.getByTestId('user-balance')).toContainText('0.00');
  // A new account's level is generated once, and the level-up banner says so.
  await expect(page.getByTestId('level-up-banner')).toContainText('2 уровня');

  // The session survives a reload through the cookie.
  await page.reload();
  await expect(page.getByTestId('user-nickname')).toHaveText(nickname);

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

test('the sign-in dialog has no empty divider, and alerts show above it', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await page.getByTestId('signin-open').first().click();
  const modal = page.getByTestId('signin-modal');
  await expect(modal).toBeVisible();
  // No sign-in provider is configured here: nothing to separate from the login form.
  await expect(modal.getByText('или по логину')).toHaveCount(0);

  // Quick registration greets the player while the credentials dialog is open: the alert must be on top.
  await page.getByTestId('quick-register').click();
  await expect(page.getByTestId('quick-register-password')).not.toBeEmpty();
  const alert = page.getByTestId('alerts').getByRole('status').first();
  await expect(alert).toContainText('Добро пожаловать, ');
  // The alerts live in the top layer (a popover raised after the dialog), not under the dialog's backdrop.
  const layers = await page.evaluate(() => ({
    alerts: document.querySelector('[data-testid="alerts"]')?.matches(':popover-open') ?? false,
    dialog: document.querySelector('dialog')?.matches(':modal') ?? false,
  }));
  expect(layers).toEqual({ alerts: true, dialog: true });
});

import { acceptCookies, expect, quickRegister, test } from './fixtures';

test('a guest registers through quick registration, sees nickname and zero balance, and signs out', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await expect(page.getByTestId('header')).toBeVisible();
  // The player is reloaded after the starting level is granted: count the reloads after it.
  let generated = false;
  let reloadsAfter = 0;
  page.on('response', (r) => {
    if (r.url().endsWith('/api/v1/users/level/generate') && r.ok()) generated = true;
    else if (generated && r.url().endsWith('/api/v1/users/me')) reloadsAfter += 1;
  });
  const login = await quickRegister(page);

  // The public nickname is not the login.
  await expect(page.getByTestId('user-nickname')).toHaveText(/^player_\d{6}$/);
  const nickname = (await page.getByTestId('user-nickname').textContent()) ?? '';
  expect(nickname).not.toBe(login);
  await expect(page.getByTestId('user-balance')).toContainText('0.00');
  // A new account's starting level is granted once, quietly: it is not a level-up.
  await expect.poll(() => reloadsAfter).toBeGreaterThan(0);
  await expect(page.getByTestId('level-up-banner')).toHaveCount(0);

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
  await expect(alert).toContainText('Добро пожаловать ');
  // The alerts live in the top layer (a popover raised after the dialog), not under the dialog's backdrop.
  const layers = await page.evaluate(() => ({
    alerts: document.querySelector('[data-testid="alerts"]')?.matches(':popover-open') ?? false,
    dialog: document.querySelector('dialog')?.matches(':modal') ?? false,
  }));
  expect(layers).toEqual({ alerts: true, dialog: true });
});

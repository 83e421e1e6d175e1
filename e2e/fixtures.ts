import { test as base, expect, type Page } from '@playwright/test';

/** Every page fails its test on a console error or an uncaught exception. */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The welcome offer and the push banner appear on their own after sign-in; tests about other
    // things close them whenever they show up (a test about them removes these handlers).
    await page.addLocatorHandler(page.getByTestId('personal-offer'), () => page.keyboard.press('Escape'), { noWaitAfter: true });
    // The banner may hide itself meanwhile (a dialog opened): never wait for it.
    const declinePush = () => page.getByTestId('push-decline').dispatchEvent('click', undefined, { timeout: 1000 }).catch(() => undefined);
    await page.addLocatorHandler(page.getByTestId('push-banner'), declinePush, { noWaitAfter: true });
    await use(page);
    expect(errors, 'console errors during the test').toEqual([]);
  },
});

export { expect };

/** Registers a fresh guest through the quick registration in the sign-in modal; returns the shown login. */
export async function quickRegister(page: Page): Promise<string> {
  await page.getByTestId('signin-open').first().click();
  await expect(page.getByTestId('signin-modal')).toBeVisible();
  await page.getByTestId('quick-register').click();
  const login = (await page.getByTestId('quick-register-login').textContent())?.trim() ?? '';
  expect(login).toMatch(/^tasty_/);
  await expect(page.getByTestId('quick-register-password')).not.toBeEmpty();
  await page.getByTestId('quick-register-done').click();
  // Signed-in players are warned about scams once; close the warning like a player would.
  const warning = page.getByTestId('scam-warning-close');
  await warning.waitFor({ state: 'visible' });
  await warning.click();
  return login;
}

export async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByTestId('cookie-accept');
  if (await accept.isVisible()) await accept.click();
}

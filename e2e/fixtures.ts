import { test as base, expect, type Page } from '@playwright/test';

/** Every page fails its test on a console error or an uncaught exception. */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // An unknown page answers 404 by design: the browser reports the document's own status, nothing broke.
      const failedLoad = message.text().startsWith('Failed to load resource');
      const documentStatus = failedLoad && message.location().url === page.url();
      // A player who is not a console account opening /admin: the console asks who they are and is refused by design.
      const consoleRefusal = failedLoad && message.text().includes('403') && new URL(message.location().url, page.url()).pathname === '/api/admin/me';
      if (!documentStatus && !consoleRefusal) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The welcome offer, the info popup and the push banner appear on their own after sign-in; tests about other
    // things close them whenever they show up (a test about them removes these handlers).
    await dismissPromotions(page);
    await use(page);
    expect(errors, 'console errors during the test').toEqual([]);
  },
});

export { expect };

/** Closes the welcome offer, the info popup and the experience popup and declines the push banner whenever one shows up on this page. */
export async function dismissPromotions(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('personal-offer'), () => page.keyboard.press('Escape'), { noWaitAfter: true });
  // A new player has a daily case to open: the info popup says so after sign-in.
  await page.addLocatorHandler(page.getByTestId('info-popup'), () => page.keyboard.press('Escape'), { noWaitAfter: true });
  // A player whose play raised their level hears it on the next page (e2e/experience-popup.spec.ts follows it).
  await page.addLocatorHandler(page.getByTestId('experience-popup'), () => page.keyboard.press('Escape'), { noWaitAfter: true });
  // The banner may hide itself meanwhile (a dialog opened): never wait for it.
  const declinePush = () => page.getByTestId('push-decline').dispatchEvent('click', undefined, { timeout: 1000 }).catch(() => undefined);
  await page.addLocatorHandler(page.getByTestId('push-banner'), declinePush, { noWaitAfter: true });
}

/** Registers a fresh guest through the quick registration in the sign-in modal; returns the shown login. */
export async function quickRegister(page: Page): Promise<string> {
  await page.getByTestId('signin-open').first().click();
  await expect(page.getByTestId('signin-modal')).toBeVisible();
  await page.getByTestId('quick-register').click();
  const login = (await page.getByTestId('quick-register-login').textContent())?.trim() ?? '';
  expect(login).toMatch(/^tasty_/);
  await expect(page.getByTestId('quick-register-password')).not.toBeEmpty();
  // The credentials dialog carries the scam warning too: one dialog, no second popup after it.
  await expect(page.getByTestId('quick-register-scam')).toBeVisible();
  await page.getByTestId('quick-register-done').click();
  // The popups of a new session (welcome offer, info popup, push banner) are closed one by one meanwhile.
  await expect(page.getByTestId('signin-modal')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('user-nickname')).toBeVisible();
  await expect(page.getByTestId('scam-warning')).toHaveCount(0);
  return login;
}

export async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByTestId('cookie-accept');
  if (await accept.isVisible()) await accept.click();
}

/**
 * Headers for a state-changing API call made by the test itself with the page's session cookie: the server
 * refuses cookie-authenticated changes that do not come from the site, so the call says where it comes from.
 */
export function fromSite(page: Page): { origin: string } {
  return { origin: new URL(page.url()).origin };
}

/** The first deposit asks for the date of birth first: answers it as an adult on the top-up page. */
export async function confirmAdult(page: Page): Promise<void> {
  await page.getByTestId('birth-date').fill('1990-01-01');
  await page.getByTestId('birth-date-form').getByRole('button').click();
  await expect(page.getByTestId('birth-date-form')).toHaveCount(0);
}

/** On the top-up page: pays 1000 ₽ by the sandbox card form (a real deposit, not a test credit) and waits for success. */
export async function payByCard(page: Page, email: string): Promise<void> {
  await page.getByTestId('refill-sum').filter({ hasText: /^1000 ₽$/ }).click();
  await page.getByTestId('refill-field-email').fill(email);
  await page.getByTestId('refill-pay').click();
  await expect(page).toHaveURL(/\/cardform\?payment=sbx_/);
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-expiry').fill('12/39');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('card-pay').click();
  await expect(page.getByTestId('refill-result-success')).toBeVisible();
}

/** Tops the signed-in player up by 1000 ₽: the top-up page, the date of birth, then the card. */
export async function depositByCard(page: Page, email: string): Promise<void> {
  await page.goto('/refill');
  await confirmAdult(page);
  await payByCard(page, email);
}

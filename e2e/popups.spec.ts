import { acceptCookies, expect, fromSite, quickRegister, test } from './fixtures';

const CASE = 'tasty-start';

test('nothing opens by itself over a case page, "Открыть" opens the case, and the waiting popups come on a plain page', async ({ page }) => {
  test.setTimeout(120_000);
  // Nothing is dismissed for this test: whatever opens by itself stays on screen.
  for (const id of ['personal-offer', 'info-popup', 'push-banner']) await page.removeLocatorHandler(page.getByTestId(id));
  await page.clock.install();
  // Registered on a case page, where nothing opens by itself: the welcome offer and the info popup still wait.
  await page.goto(`/open/${CASE}`);
  await acceptCookies(page);
  await quickRegister(page);
  expect((await page.request.post('/api/test/credit', { data: { amount: 500 }, headers: fromSite(page) })).ok()).toBe(true);

  // A fresh landing on the case page; twelve seconds pass.
  await page.goto(`/open/${CASE}`);
  await expect(page.getByTestId('case-open')).toBeEnabled();
  await page.clock.fastForward(12_000);
  await page.clock.fastForward(1_000);
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(page.getByTestId('push-banner')).toHaveCount(0);

  // "Открыть" is the player's, not a popup's.
  await expect(page.getByTestId('case-open')).toContainText('Открыть');
  await page.getByTestId('case-open').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 25_000 });
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(page.getByTestId('push-banner')).toHaveCount(0);

  // On a plain page, past the quiet time of the landing, the welcome offer takes its turn.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('personal-offer')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('personal-offer')).toHaveCount(0);
  // Then the info popup (a daily case to open).
  await expect(page.getByTestId('info-popup')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('info-popup')).toHaveCount(0);

  // The welcome offer shows once per player: a new visit, with the offer still open on the server, does not bring it back.
  const triggers = page.waitForResponse((r) => r.url().endsWith('/api/v1/triggers'));
  await page.reload();
  const open = (await (await triggers).json()) as { data: { trigger_type: string }[] };
  expect(open.data.some((o) => o.trigger_type === 'welcome')).toBe(true);
  await page.clock.fastForward(12_000);
  await page.clock.fastForward(1_000);
  await expect(page.getByTestId('user-nickname')).toBeVisible();
  await expect(page.getByTestId('personal-offer')).toHaveCount(0);
});

import { acceptCookies, expect, quickRegister, test } from './fixtures';

test('a new player sees the welcome offer, claims the daily case, confirms e-mail through the outbox link, and has the PWA registered', async ({ page }) => {
  test.setTimeout(90_000);
  await page.removeLocatorHandler(page.getByTestId('personal-offer'));
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);

  // The personal offer follows the sign-in, once the other dialogs are closed and the landing's quiet time is over.
  const offer = page.getByTestId('personal-offer');
  await expect(offer).toBeVisible({ timeout: 20_000 });
  await expect(offer.getByTestId('offer-buy')).toContainText('149.00');
  await page.keyboard.press('Escape');
  await expect(offer).toHaveCount(0);

  // Manifest and service worker, nothing installed.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'TastyDrop', lang: 'ru', display: 'standalone' });
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(worker).toMatch(/\/sw\.js$/);

  // The daily case: open it, then the countdown runs.
  await page.getByTestId('daily-entry').click();
  await expect(page).toHaveURL(/\/daily-cases$/);
  const opened = page.waitForResponse((r) => /\/api\/v1\/cases\/daily\/\d+\/open$/.test(r.url()));
  await page.getByTestId('daily-open').click();
  const drop = ((await (await opened).json()) as { data: { drops: { name: string }[] } }).data.drops[0]!;
  // The same reel and result screen as a paid open: the reel stops on the won item, then the result names it.
  const dialog = page.getByTestId('won-case-opening');
  await expect(dialog.getByTestId('reel')).toHaveAttribute('data-state', 'spinning');
  await expect(dialog.getByTestId('reel')).toHaveAttribute('data-state', 'stopped', { timeout: 15_000 });
  await expect(dialog.getByTestId('result-item-name')).toHaveText(drop.name, { timeout: 5_000 });
  await expect(dialog.getByTestId('result-item-price')).toContainText('₽');
  await dialog.getByTestId('result-keep').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('daily-countdown')).toHaveText(/^2[34]:\d\d:\d\d$/);
  await expect(page.getByTestId('daily-entry')).toHaveAttribute('data-ready', 'false');

  // The e-mail mission through the link in the local outbox.
  await page.goto('/bonuses');
  const email = `player-${Date.now()}@example.com`;
  const mission = page.getByTestId('mission-email');
  await expect(mission).toHaveAttribute('data-progress', '0');
  await page.getByTestId('mission-email-input').fill(email);
  await page.getByTestId('mission-email-send').click();
  await expect(mission).toHaveAttribute('data-progress', '2');
  const letter = await (await page.request.get(`/api/test/outbox?to=${encodeURIComponent(email)}`)).json();
  const link = /(https?:\/\/\S+\/bonuses\?confirm=\S+)/.exec(letter.data.text as string)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByTestId('mission-email')).toHaveAttribute('data-progress', '3');
  await expect(page).toHaveURL(/\/bonuses$/);
  await expect(page.getByTestId('user-coins')).toContainText('10');
});

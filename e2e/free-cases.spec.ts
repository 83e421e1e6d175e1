import { acceptCookies, confirmAdult, expect, quickRegister, test } from './fixtures';

test('a player activates the demo promo code, sees the free case it gave, and opens it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  await page.goto('/refill');
  await confirmAdult(page);
  await page.getByTestId('promo-input').fill('freecase');
  await page.getByTestId('promo-apply').click();
  const granted = page.getByTestId('promo-granted');
  await expect(granted).toContainText('FREECASE');
  await expect(granted).toContainText('«Вкусный старт» — 1 бесплатное открытие');

  await granted.getByTestId('promo-granted-open').click();
  await expect(page).toHaveURL(/\/bonuses$/);
  const card = page.getByTestId('free-case');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Вкусный старт');
  await expect(card.getByTestId('free-case-source')).toHaveText('По промокоду');
  const opened = page.waitForResponse((r) => /\/api\/v1\/cases\/free\/\d+\/open$/.test(r.url()));
  await card.getByRole('button', { name: 'Открыть бесплатно' }).click();
  const drop = ((await (await opened).json()) as { data: { drops: { name: string }[] } }).data.drops[0]!;
  // The same reel and result screen as a paid open, kept on screen after the last open empties the list.
  const dialog = page.getByTestId('won-case-opening');
  await expect(dialog.getByTestId('reel')).toBeVisible();
  await expect(page.getByTestId('free-case')).toHaveCount(0);
  await dialog.getByTestId('reel-skip').click();
  await expect(dialog.getByTestId('result-item-name')).toHaveText(drop.name);
  // Sold from the result like a paid drop.
  await dialog.getByTestId('result-sell').click();
  await expect(dialog.getByTestId('result-sell')).toContainText('Продано');
  await dialog.getByTestId('result-keep').click();
  await expect(dialog).toHaveCount(0);
});

test('the event gives a free case to take and open; the installed app offers the install bonus', async ({ page }) => {
  test.setTimeout(90_000);
  // Runs as the installed app: the display-mode query answers standalone.
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => (query === '(display-mode: standalone)' ? ({ ...original(query), matches: true, media: query } as MediaQueryList) : original(query));
  });
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);

  const banner = page.getByTestId('pwa-bonus-banner');
  await expect(banner).toContainText('монеты: 20');
  // The cookie bar may come up late and sit over the page's bottom edge.
  await acceptCookies(page);
  await banner.getByTestId('pwa-bonus-claim').click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId('user-coins')).toContainText('20');

  await page.goto('/event');
  const leaf = page.getByTestId('event-free-case').first();
  await expect(leaf).toContainText('2 бесплатных открытия');
  await leaf.getByTestId('event-free-claim').click();
  await expect(leaf).toHaveAttribute('data-state', 'open');
  await expect(leaf).toContainText('Осталось 2 открытия');
  const opened = page.waitForResponse((r) => /\/api\/v1\/cases\/free\/\d+\/open$/.test(r.url()));
  await leaf.getByTestId('event-free-open').click();
  const drop = ((await (await opened).json()) as { data: { drops: { name: string }[] } }).data.drops[0]!;
  const dialog = page.getByTestId('won-case-opening');
  await expect(dialog.getByTestId('reel')).toHaveAttribute('data-state', 'stopped', { timeout: 15_000 });
  await expect(dialog.getByTestId('result-item-name')).toHaveText(drop.name, { timeout: 5_000 });
  await dialog.getByTestId('result-keep').click();
  await expect(leaf).toContainText('Осталось 1 открытие');
  // The second one waits for an event case.
  await expect(page.getByTestId('event-free-case').nth(1)).toHaveAttribute('data-state', 'locked');
});

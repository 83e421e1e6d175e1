import { acceptCookies, expect, fromSite, quickRegister, test } from './fixtures';

test('a player stakes on the Techies field, opens a cell, ends the game and verifies its field', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await acceptCookies(page);
  // With the flag on, the site menu leads to the game.
  await page.getByRole('button', { name: 'Открыть меню' }).first().click();
  await page.getByRole('navigation', { name: 'Меню сайта' }).getByRole('link', { name: 'Сапёр' }).click();
  await expect(page).toHaveURL(/\/sapper$/);
  await expect(page.getByTestId('techies-signin')).toBeVisible();
  await quickRegister(page);
  expect((await page.request.post('/api/test/credit', { data: { amount: 500 }, headers: fromSite(page) })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('user-balance')).toContainText('500.00');
  await expect(page.getByTestId('techies-balance')).toContainText('500.00');

  // 10 ₽ on one mine: the first safe cell pays ×1.01 (25/24 × 0.97, rounded down).
  await page.getByTestId('techies-stake').fill('10');
  await page.getByTestId('techies-mines-1').click();
  await expect(page.getByTestId('techies-mines')).toHaveValue('1');
  await page.getByTestId('techies-start').click();
  await expect(page.getByTestId('user-balance')).toContainText('490.00');
  await expect(page.getByTestId('techies-next')).toHaveText('×1.01');
  await expect(page.getByTestId('techies-cashout')).toBeDisabled();

  await page.getByTestId('techies-cell').nth(12).click();
  const field = page.getByTestId('techies-field');
  await expect(field).toHaveAttribute('data-status', /^(active|lost)$/);
  if ((await field.getAttribute('data-status')) === 'active') {
    await expect(page.getByTestId('techies-multiplier')).toHaveText('×1.01');
    await expect(page.getByTestId('techies-win')).toHaveText('10.10 ₽');
    await page.getByTestId('techies-cashout').click();
    await expect(page.getByTestId('techies-result')).toContainText('Вы забрали 10.10 ₽');
    await expect(page.getByTestId('user-balance')).toContainText('500.10');
  } else {
    await expect(page.getByTestId('techies-result')).toContainText('Мина!');
    await expect(page.getByTestId('user-balance')).toContainText('490.00');
  }
  // The whole field shows once the game is over: one mine, 24 gems.
  await expect(field.locator('[data-look="hit"], [data-look="hiddenMine"]')).toHaveCount(1);
  await expect(page.getByTestId('techies-recent').locator('tbody tr')).toHaveCount(1);

  // The check page keeps the field's seed secret until the pair is rotated, then recomputes the field.
  await page.getByTestId('techies-verify').click();
  await expect(page).toHaveURL(/\/provably-fair\/check\?techies=\d+$/);
  await expect(page.getByTestId('techies-secret')).toBeVisible();
  expect((await page.request.post('/api/v1/provably-fair/rotate', { headers: fromSite(page) })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('techies-check')).toBeVisible();
  await expect(page.getByTestId('techies-match')).toHaveCount(2);
  for (const match of await page.getByTestId('techies-match').all()) await expect(match).toHaveAttribute('class', /ok/);
  await expect(page.getByTestId('techies-check-field').locator('li[data-mine]')).toHaveCount(1);
});

test('the header follows a Techies game and a case opening played elsewhere, without a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  expect((await page.request.post('/api/test/credit', { data: { amount: 500 }, headers: fromSite(page) })).ok()).toBe(true);
  await expect(page.getByTestId('user-balance')).toContainText('500.00');

  // Played through the API (another tab, say): only the wallet's balance event can tell this page.
  const started = await page.request.post('/api/v1/techies/games', { data: { stake: 10, mines: 1 }, headers: fromSite(page) });
  expect(started.ok()).toBe(true);
  await expect(page.getByTestId('user-balance')).toContainText('490.00');

  const opened = await page.request.post('/api/v1/cases/tasty-start/open', { data: { multi_open: 2 }, headers: fromSite(page) });
  expect(opened.ok()).toBe(true);
  const paid = (await opened.json()) as { data: { balance: number } };
  await expect(page.getByTestId('user-balance')).toContainText(paid.data.balance.toFixed(2));
});

import type { Page } from '@playwright/test';
import rp from '../apps/web/src/locales/ru/responsible-play.json' with { type: 'json' };
import { acceptCookies, expect, fromSite, quickRegister, test } from './fixtures';

const CASE = 'tasty-start';
// A Steam account no other test uses: a self-exclusion refuses its trade link on any other account.
const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=987650001&token=RpTest01';

interface Drop {
  inventory_item_id: number;
  price: number;
}

async function signUpWithMoney(page: Page, amount: number): Promise<void> {
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  expect((await page.request.post('/api/test/credit', { data: { amount }, headers: fromSite(page) })).ok()).toBe(true);
}

const open = (page: Page) => page.request.post(`/api/v1/cases/${CASE}/open`, { data: { multi_open: 1 }, headers: fromSite(page) });

async function openCase(page: Page): Promise<Drop> {
  const response = await open(page);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { drops: Drop[] } }).data.drops[0]!;
}

/** Loads `path` and waits for the page's first play-time report (it starts the play session). */
async function loadAndReport(page: Page, path: string): Promise<void> {
  const reported = page.waitForResponse((r) => r.url().endsWith('/api/v1/responsible-play/heartbeat'), { timeout: 30_000 });
  await page.goto(path);
  expect((await reported).ok()).toBe(true);
}

const advanceClock = async (page: Page, hours: number) =>
  expect((await page.request.post('/api/test/clock/advance', { data: { hours }, headers: fromSite(page) })).ok()).toBe(true);

test('a daily spend limit refuses opens with its message; lowering is immediate, raising waits 24 hours and a confirmation', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpWithMoney(page, 1000);

  // Two clicks from the main page: the profile menu, then the limits page.
  await page.getByTestId('user-menu').click();
  await page.getByRole('link', { name: 'Лимиты и самоконтроль' }).click();
  await expect(page).toHaveURL(/\/responsible-play\/settings$/);
  await expect(page.getByTestId('responsible-play-settings')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const row = page.getByTestId('limit-spend-day');
  await row.locator('input').fill('100');
  await expect(row.locator('input')).toHaveValue('100');
  await row.getByRole('button', { name: rp.limits.save }).click();
  await expect(row.getByTestId('limit-spend-day-amount')).toHaveText('100.00 ₽');
  await expect(row).toContainText(rp.limits.applied);

  // Opens pass until the next would exceed 100 ₽ today.
  let refused = null;
  for (let i = 0; i < 30 && !refused; i += 1) {
    const response = await open(page);
    if (!response.ok()) refused = (await response.json()) as { code: string; msg: string };
  }
  expect(refused?.code).toBe('play_limit_reached');
  // The refusal names the limit, what is left and when it resets (the case page shows this text in its alert).
  expect(refused?.msg).toMatch(/дневной лимит трат: 100[.,]00 ₽ \(осталось .+\)\. Лимит обновится \d\d\.\d\d\.\d{4} 00:00 по Москве/);

  // Lowering applies at once.
  await page.goto('/responsible-play/settings');
  await page.waitForLoadState('networkidle');
  await row.locator('input').fill('50');
  await expect(row.locator('input')).toHaveValue('50');
  await row.getByRole('button', { name: rp.limits.save }).click();
  await expect(row.getByTestId('limit-spend-day-amount')).toHaveText('50.00 ₽');

  // Raising waits: pending, not confirmable before 24 hours.
  await row.locator('input').fill('200');
  await row.getByRole('button', { name: rp.limits.save }).click();
  await expect(row).toContainText(rp.limits.pendingSaved);
  await expect(row.getByTestId('limit-spend-day-pending')).toBeVisible();
  await expect(row.getByTestId('limit-spend-day-confirm')).toBeDisabled();
  await expect(row.getByTestId('limit-spend-day-amount')).toHaveText('50.00 ₽');

  // A day later the player confirms it (the reality check of the long session shows first).
  await advanceClock(page, 25);
  await loadAndReport(page, '/responsible-play/settings');
  await page.getByTestId('reality-continue').click();
  await row.getByTestId('limit-spend-day-confirm').click();
  await expect(row.getByTestId('limit-spend-day-amount')).toHaveText('200.00 ₽');
  await expect(row.getByTestId('limit-spend-day-pending')).toHaveCount(0);
});

test('the reality check shows after its interval with the session length, spent, returned and net', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpWithMoney(page, 500);
  await loadAndReport(page, '/');
  const first = await openCase(page);
  await openCase(page);
  const price = ((await (await page.request.get(`/api/v1/cases/${CASE}`)).json()) as { data: { price_data: { price: number } } }).data.price_data.price;
  expect((await page.request.post('/api/v1/inventory/sell', { data: { id: first.inventory_item_id }, headers: fromSite(page) })).ok()).toBe(true);

  await advanceClock(page, 1.05);
  await loadAndReport(page, '/');
  const dialog = page.getByTestId('reality-check');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText(/1 час \d+ минут/);
  const rub = (n: number) => `${n.toFixed(2)} ₽`;
  await expect(dialog.getByTestId('reality-spent')).toHaveText(rub(2 * price));
  await expect(dialog.getByTestId('reality-returned')).toHaveText(rub(first.price));
  await expect(dialog.getByTestId('reality-net')).toHaveText(rub(first.price - 2 * price));
  await dialog.getByTestId('reality-continue').click();
  await expect(dialog).toHaveCount(0);
});

test('a self-excluded player cannot top up or open, but can sell and withdraw', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpWithMoney(page, 500);
  const kept = await openCase(page);
  const withdrawn = await openCase(page);
  const link = await page.request.post('/api/v1/users/set/steam/data', { data: { link: TRADE_LINK }, headers: fromSite(page) });
  expect(link.ok()).toBe(true);

  await page.goto('/responsible-play/settings');
  await page.getByTestId('break-exclusion-6m').click();
  const confirm = page.getByTestId('break-confirm');
  await expect(confirm).toContainText(rp.breaks.confirmTitle);
  await expect(confirm.getByTestId('break-start')).toBeDisabled();
  await confirm.getByTestId('break-understood').check();
  await confirm.getByTestId('break-start').click();
  await expect(page.getByTestId('break-active')).toContainText('Самоисключение действует до');

  // No top-up and no paid play.
  await page.goto('/refill');
  await expect(page.getByTestId('deposits-blocked')).toBeVisible();
  await expect(page.getByTestId('refill-pay')).toHaveCount(0);
  const refused = await open(page);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('play_blocked');

  // Selling and withdrawing still work.
  await page.goto('/profile');
  const card = (id: number) => page.locator(`[data-testid="inventory-item"][data-id="${id}"]`);
  await card(kept.inventory_item_id).getByTestId('item-sell').click();
  await expect(card(kept.inventory_item_id).getByTestId('item-sell')).toHaveCount(0);
  const sending = page.waitForResponse((r) => r.url().endsWith('/api/v1/inventory/senditem'));
  await card(withdrawn.inventory_item_id).getByTestId('item-withdraw').click();
  expect((await sending).ok()).toBe(true);
});

import type { Page } from '@playwright/test';
import { acceptCookies, confirmAdult, expect, fromSite, quickRegister, test } from './fixtures';

const CASE = 'tasty-start';
/** The demo case whose drops include packs. */
const PACK_CASE = 'lucky-coin';

/** A header or price text such as "485.00 ₽" as a number. */
async function amountOf(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).first().textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

interface OpenedDrop {
  name: string;
  price: number;
  ticket: number;
  opening_id: number;
}

test('a guest sees the showcase and a case with its contents and a sign-in button', async ({ page }, info) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await acceptCookies(page);
  await expect(page.getByTestId('case-section').first()).toBeVisible();
  await page.locator(`[data-case="${CASE}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/open/${CASE}$`));
  await expect(page.getByTestId('case-title')).toBeVisible();
  await expect(page.getByTestId('case-drop').first()).toBeVisible();
  await expect(page.getByTestId('case-signin')).toBeVisible();
  await expect(page.getByTestId('case-open')).toHaveCount(0);

  // A case that can give packs shows what a pack holds, only when asked, on a phone too.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/open/${PACK_CASE}`);
  const packs = page.getByTestId('case-drop-pack');
  await expect(packs.first()).toBeVisible();
  await expect(page.getByTestId('pack-preview')).toHaveCount(0);
  await packs.first().click();
  const popup = page.getByTestId('pack-preview');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('pack-preview-summary')).toHaveText(/^\d+ предмет(а|ов)? на [\d.]+ ₽$/);
  expect(await popup.getByTestId('pack-preview-item').count()).toBeGreaterThanOrEqual(3);
  const box = await popup.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await page.screenshot({ path: info.outputPath('pack-preview-375.png') });
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
});

test('a player opens a case, the reel lands on the server drop, sells it and verifies the roll', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  const credit = await page.request.post('/api/test/credit', { data: { amount: 500 }, headers: fromSite(page) });
  expect(credit.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('user-balance')).toContainText('500.00');

  await page.goto(`/open/${CASE}`);
  await expect(page.getByTestId('case-open')).toBeEnabled();
  await expect(page.getByTestId('count-1')).toBeChecked();
  await expect(page.getByTestId('fast-open')).not.toBeChecked();
  const price = await amountOf(page, 'case-price');

  const opening = page.waitForResponse((r) => r.url().endsWith(`/api/v1/cases/${CASE}/open`) && r.request().method() === 'POST');
  await page.getByTestId('case-open').click();
  const response = await opening;
  expect(response.ok()).toBe(true);
  const drop = ((await response.json()) as { data: { drops: OpenedDrop[] } }).data.drops[0]!;

  // The reel spins, stops on the won item, then the result names it.
  const reel = page.getByTestId('reel');
  await expect(reel).toHaveAttribute('data-state', 'spinning');
  await expect(reel).toHaveAttribute('data-state', 'stopped', { timeout: 15_000 });
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByTestId('result-item-name')).toHaveText(drop.name);
  await expect(page.getByTestId('user-balance')).toContainText((500 - price).toFixed(2));

  // Selling puts the item's price back on the balance.
  await page.getByTestId('result-sell').click();
  await expect(page.getByTestId('result-sell')).toBeDisabled();
  await expect(page.getByTestId('user-balance')).toContainText((500 - price + drop.price).toFixed(2));
  const verifyHref = await page.getByTestId('result-verify').getAttribute('href');
  expect(verifyHref).toBe(`/provably-fair/check?opening=${drop.opening_id}`);

  // The server seed is revealed by rotating the pair; then the browser recomputes the same ticket and drop.
  await page.goto('/provably-fair/settings');
  const hash = (await page.getByTestId('active-hash').textContent()) ?? '';
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  await page.getByTestId('seed-rotate').click();
  await page.getByTestId('seed-rotate-confirm').click();
  await expect(page.getByTestId('active-hash')).not.toHaveText(hash);
  await expect(page.getByTestId('previous-seeds')).toContainText(hash);

  await page.goto(verifyHref!);
  await expect(page.getByTestId('check-ticket')).toHaveText(String(drop.ticket));
  await expect(page.getByTestId('check-item-name')).toHaveText(drop.name);
  await expect(page.getByTestId('check-hash')).toHaveText(hash);
});

test('without enough money the open button names the shortfall and the top-up opens with it prefilled', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  const credit = await page.request.post('/api/test/credit', { data: { amount: 10 }, headers: fromSite(page) });
  expect(credit.ok()).toBe(true);
  // A case dearer than the top-up minimum, so the prefilled sum is the shortfall itself.
  await page.goto('/open/immortal-treasure');
  const price = await amountOf(page, 'case-price');
  const missing = price - 10;
  await expect(page.getByTestId('case-open')).toHaveText(`Не хватает ${missing.toFixed(2)} ₽ — пополнить`);
  await page.getByTestId('case-open').click();
  await expect(page).toHaveURL(/\/refill$/);
  await confirmAdult(page);
  await expect(page.getByTestId('refill-amount')).toHaveValue(String(Math.ceil(missing)));
});

test('a won item goes to the upgrade page selected', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  expect((await page.request.post('/api/test/credit', { data: { amount: 500 }, headers: fromSite(page) })).ok()).toBe(true);
  await page.goto(`/open/${CASE}`);
  await page.getByTestId('case-open').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 25_000 });
  const name = (await page.getByTestId('result-item-name').textContent()) ?? '';
  await expect(page.getByTestId('result-to-contract')).toBeVisible();
  await page.getByTestId('result-to-upgrade').click();
  await expect(page).toHaveURL(/\/upgrades$/);
  await expect(page.getByTestId('own-items-count')).toHaveText('1 из 15');
  await expect(page.getByTestId('stake-slot').getByRole('img', { name })).toBeVisible();
});

import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { acceptCookies, expect, fromSite, quickRegister, test } from './fixtures';

const CASE = 'tasty-start';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const SHOTS = '/tmp/shots';
/** The page's presets below "all", in kopecks. */
const PRESETS = [1_000, 5_000, 10_000, 50_000];

interface Drop {
  inventory_item_id: number;
  price: number;
}

const kopecks = (amount: number) => Math.round(amount * 100);
const roubles = (minor: number) => `${(minor / 100).toFixed(2)} ₽`;

/** A header amount such as "485.00 ₽" as kopecks. */
async function balanceOf(page: Page): Promise<number> {
  const text = (await page.getByTestId('user-balance').first().textContent()) ?? '';
  return kopecks(Number(text.replace(/[^\d.]/g, '')));
}

/** The ids of the listed items, in the order shown. */
async function listedIds(page: Page): Promise<number[]> {
  return page.getByTestId('quick-sale-items').locator('li').evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-id'))));
}

/** The smallest preset that takes some of the items but not all of them, or "all" when none does. */
function pickPreset(prices: readonly number[]): number | null {
  return PRESETS.find((preset) => prices.some((p) => p <= preset) && prices.some((p) => p > preset)) ?? null;
}

test('a player sells the cheap items of several cases in one go', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  expect((await page.request.post('/api/test/credit', { data: { amount: 5000 }, headers: fromSite(page) })).ok()).toBe(true);
  const opened = await page.request.post(`/api/v1/cases/${CASE}/open`, { data: { multi_open: 6 }, headers: fromSite(page) });
  expect(opened.ok()).toBe(true);
  const drops = ((await opened.json()) as { data: { drops: Drop[] } }).data.drops;
  expect(drops).toHaveLength(6);

  // The profile leads to the page.
  await page.goto('/profile');
  await page.getByTestId('quick-sale-link').click();
  await expect(page).toHaveURL(/\/quick-sale$/);
  await expect(page).toHaveTitle(/Быстрая продажа/);

  // Every item, cheapest first.
  await expect(page.getByTestId('quick-sale-item')).toHaveCount(drops.length);
  const byPrice = [...drops].sort((a, b) => kopecks(a.price) - kopecks(b.price) || a.inventory_item_id - b.inventory_item_id);
  expect(await listedIds(page)).toEqual(byPrice.map((d) => d.inventory_item_id));

  // A threshold chooses every item at or below it.
  const preset = pickPreset(drops.map((d) => kopecks(d.price)));
  const chosen = drops.filter((d) => preset === null || kopecks(d.price) <= preset);
  const kept = drops.filter((d) => !chosen.includes(d));
  const total = chosen.reduce((sum, d) => sum + kopecks(d.price), 0);
  await page.getByTestId(`quick-sale-threshold-${preset ?? 'all'}`).click();
  await expect(page.getByTestId('quick-sale-total')).toHaveText(`на ${roubles(total)}`);
  await expect(page.getByTestId('quick-sale-sell')).toContainText(`за ${roubles(total)}`);
  await expect(page.locator('[data-chosen="true"]')).toHaveCount(chosen.length);
  await page.screenshot({ path: `${SHOTS}/quick-sale-1440.png`, animations: 'disabled' });

  // On a phone the grid narrows, nothing scrolls sideways and the summary stays above the bottom menu.
  await page.setViewportSize(PHONE);
  const summary = await page.getByTestId('quick-sale-summary').boundingBox();
  const nav = await page.getByTestId('mobile-nav').boundingBox();
  const chat = await page.getByTestId('support-launcher').boundingBox();
  expect(summary && nav && summary.y + summary.height <= nav.y).toBe(true);
  // Nor does the support button cover it.
  if (chat) expect(summary && summary.y + summary.height <= chat.y).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/quick-sale-375.png`, animations: 'disabled' });
  await page.setViewportSize(DESKTOP);

  // Sell after confirming: the balance grows by the total and the sold items leave the list.
  const before = await balanceOf(page);
  await page.getByTestId('quick-sale-sell').click();
  await expect(page.getByTestId('quick-sale-confirm-text')).toContainText(roubles(total));
  const selling = page.waitForRequest((r) => r.url().endsWith('/api/v1/inventory/sell/many'));
  await page.getByTestId('quick-sale-confirm').click();
  const sent = (await selling).postDataJSON() as { ids: number[] };
  expect([...sent.ids].sort()).toEqual(chosen.map((d) => d.inventory_item_id).sort());
  await expect(page.getByTestId('quick-sale-done')).toContainText(roubles(total));
  await expect.poll(() => balanceOf(page)).toBe(before + total);
  if (kept.length > 0) {
    await expect(page.getByTestId('quick-sale-item')).toHaveCount(kept.length);
    expect((await listedIds(page)).sort()).toEqual(kept.map((d) => d.inventory_item_id).sort());
  } else {
    await expect(page.getByTestId('quick-sale-empty')).toBeVisible();
  }

  // The server agrees: the sold items are no longer in the inventory.
  await page.reload();
  await expect(page.getByTestId('quick-sale-loading')).toHaveCount(0);
  for (const drop of chosen) await expect(page.locator(`[data-id="${drop.inventory_item_id}"]`)).toHaveCount(0);
});

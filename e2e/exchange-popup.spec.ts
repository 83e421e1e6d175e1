import type { Page } from '@playwright/test';
import inventory from '../apps/web/src/locales/ru/inventory.json' with { type: 'json' };
import { acceptCookies, expect, fromSite, quickRegister, test } from './fixtures';

const CASE = 'tasty-start';

/** Opens one case through the API and returns the dropped item's inventory id. */
async function openCase(page: Page): Promise<number> {
  const response = await page.request.post(`/api/v1/cases/${CASE}/open`, { data: { multi_open: 1 }, headers: fromSite(page) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { drops: { inventory_item_id: number }[] } }).data.drops[0]!.inventory_item_id;
}

/** How many catalog items the player's item can become. */
async function replacementsOf(page: Page, inventoryId: number): Promise<number> {
  const response = await page.request.get(`/api/v1/inventory/get/replacements?id=${inventoryId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { total: number } }).data.total;
}

/** A header amount such as "485.00 ₽" as a number. */
async function amountOf(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).first().textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

const itemCard = (page: Page, id: number) => page.locator(`[data-testid="inventory-item"][data-id="${id}"]`);

test('a player swaps an item from the profile in the exchange popup', async ({ page }) => {
  test.setTimeout(120_000);
  // Quick registration needs the desktop header.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  expect((await page.request.post('/api/test/credit', { data: { amount: 500 }, headers: fromSite(page) })).ok()).toBe(true);

  // A drop worth more than the cheapest catalog item, so it has something to become.
  let given = 0;
  for (let tries = 0; tries < 5 && given === 0; tries++) {
    const drop = await openCase(page);
    if ((await replacementsOf(page, drop)) > 0) given = drop;
  }
  expect(given, 'a drop with replacements').toBeGreaterThan(0);

  await page.goto('/profile');
  const card = itemCard(page, given);
  await expect(card).toHaveAttribute('data-status', 'progress');
  const name = (await card.getByTestId('item-name').textContent()) ?? '';

  // The popup opens on the item with its replacements; Escape closes it.
  await card.getByTestId('item-exchange').click();
  const popup = page.getByTestId('exchange-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('exchange-popup-item')).toContainText(name);
  await expect(popup.getByTestId('exchange-replacement').first()).toBeVisible();
  await popup.getByTestId('exchange-replacement').first().click();
  await expect(popup.getByTestId('exchange-swap')).toBeEnabled();
  await page.screenshot({ path: '/tmp/shots/exchange-popup-1440.png', animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);

  // On a phone it fits the screen and scrolls inside.
  await page.setViewportSize({ width: 375, height: 812 });
  await card.getByTestId('item-exchange').click();
  await expect(popup.getByTestId('exchange-replacement').first()).toBeVisible();
  const box = await popup.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375 && box.y + box.height <= 812).toBe(true);
  await popup.getByTestId('exchange-replacement').first().click();
  await expect(popup.getByTestId('exchange-swap')).toBeEnabled();
  await page.screenshot({ path: '/tmp/shots/exchange-popup-375.png', animations: 'disabled' });

  // The swap: the result shows in the popup, the balance takes the refund, the inventory holds the new item.
  const before = await amountOf(page, 'user-balance');
  const swapping = page.waitForResponse((r) => r.url().endsWith('/api/v1/inventory/replacement'));
  await popup.getByTestId('exchange-swap').click();
  const swapped = (await (await swapping).json()) as { data: { item: { id: number; name: string }; balance: number } };
  await expect(popup.getByTestId('exchange-result')).toContainText(inventory.exchange.resultTitle);
  await expect(popup.getByTestId('exchange-result-name')).toHaveText(swapped.data.item.name);
  await page.screenshot({ path: '/tmp/shots/exchange-popup-result-375.png', animations: 'disabled' });
  expect(swapped.data.balance).toBeGreaterThanOrEqual(before);
  await popup.getByTestId('exchange-popup-done').click();
  await expect(popup).toHaveCount(0);

  await expect(page.getByTestId('user-balance').first()).toContainText(swapped.data.balance.toFixed(2));
  await expect(itemCard(page, swapped.data.item.id)).toHaveAttribute('data-status', 'progress');
  await expect(card.getByTestId('item-exchange')).toHaveCount(0);
});

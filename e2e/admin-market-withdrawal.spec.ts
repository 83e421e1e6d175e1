import type { Page } from '@playwright/test';
import inventory from '../apps/web/src/locales/ru/inventory.json' with { type: 'json' };
import admin from '../apps/web/src/locales/ru/admin.json' with { type: 'json' };
import { shoot, staff } from './console-helpers';
import { acceptCookies, expect, fromSite, quickRegister, test } from './fixtures';
import { FAKE_MARKET } from './sites';

const itemCard = (page: Page, id: number) => page.locator(`[data-testid="inventory-item"][data-id="${id}"]`);

interface MarketPurchase {
  customId: string;
  hashName: string;
  partner: string;
  token: string;
}

async function purchasesOf(page: Page, hashName: string): Promise<MarketPurchase[]> {
  const all = (await (await page.request.get(`${FAKE_MARKET.url}/_control/purchases`)).json()) as MarketPurchase[];
  return all.filter((p) => p.hashName === hashName);
}

async function market(page: Page, action: string, query: Record<string, string>): Promise<void> {
  const res = await page.request.post(`${FAKE_MARKET.url}/_control/${action}?${new URLSearchParams(query).toString()}`);
  expect(res.ok(), `${action} at the fake market`).toBe(true);
}

async function chooseFirst(desk: Page, choice: 'stock' | 'market', reason: string): Promise<void> {
  await desk.goto('/admin/withdrawals');
  const form = desk.getByTestId('console-withdrawal-providers');
  await form.getByTestId(`console-provider-${choice}`).check();
  await form.getByLabel(admin.common.reason).fill(reason);
  await form.getByRole('button', { name: admin.withdrawals.providers.save }).click();
  await expect(form).toContainText(admin.withdrawals.providers.saved);
}

test('a withdrawal bought on the market: the console puts the market first and follows the purchase, the player gets the seller’s offer', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  expect((await page.request.post('/api/test/credit', { data: { amount: 100 }, headers: fromSite(page) })).ok()).toBe(true);
  const me = (await (await page.request.get('/api/v1/users/me')).json()) as { data: { user_id: number } };
  const opened = await page.request.post('/api/v1/cases/tasty-start/open', { data: { multi_open: 1 }, headers: fromSite(page) });
  const drop = ((await opened.json()) as { data: { drops: { inventory_item_id: number; name: string; price: number }[] } }).data.drops[0]!;
  const partner = String(800000 + me.data.user_id);
  const link = `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=Mw${me.data.user_id}`;
  expect((await page.request.post('/api/v1/users/set/steam/data', { data: { link }, headers: fromSite(page) })).ok()).toBe(true);

  // The admin puts the market first for this game; the market has the item at its price.
  const errors: string[] = [];
  const desk = await staff(browser, 'admin', errors);
  await chooseFirst(desk, 'market', 'склад ботов пуст');
  await market(page, 'list', { hash_name: drop.name, price_rub: String(drop.price) });

  // The player withdraws: the item is bought for their trade link and waits for its seller.
  await page.goto('/profile');
  const card = itemCard(page, drop.inventory_item_id);
  await card.getByTestId('item-withdraw').click();
  await expect(card.getByTestId('item-status')).toHaveText(inventory.status.vendor_waiting, { timeout: 30_000 });
  await expect(card.getByTestId('item-offer-seller')).toHaveText(inventory.card.fromSeller);
  const [bought] = await purchasesOf(page, drop.name);
  expect(bought).toMatchObject({ partner, token: `Mw${me.data.user_id}` });
  await shoot(page, 'market-player-waiting', { fits: true });

  // The console's queue shows the purchase step by step.
  await desk.goto('/admin/withdrawals?status=confirming');
  const step = desk.getByTestId('console-market-step-1').first();
  await expect(step).toContainText(admin.withdrawals.steps.stages.waiting);
  await shoot(desk, 'market-console-queue');

  // The seller sends: the player's card links the seller's offer; accepted, the item is withdrawn.
  await market(page, 'send', { custom_id: bought!.customId });
  await expect(card.getByTestId('item-status')).toHaveText(inventory.status.send, { timeout: 30_000 });
  await expect(card.getByRole('link', { name: inventory.card.openOffer })).toHaveAttribute('href', /^https:\/\/steamcommunity\.com\/tradeoffer\/\d+\/$/);
  await shoot(page, 'market-player-offer', { fits: true });
  await market(page, 'deliver', { custom_id: bought!.customId });
  await expect
    .poll(
      async () => {
        const all = (await (await page.request.get('/api/v1/inventory/get?group=all')).json()) as { data: { items: { id: number; status: string }[] } };
        return all.data.items.find((i) => i.id === drop.inventory_item_id)?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('STEAM_WITHDRAWN');

  // Back to the bots' stock for every other test.
  await chooseFirst(desk, 'stock', 'склад пополнен');
  expect(errors).toEqual([]);
});

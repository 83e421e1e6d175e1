import type { Page } from '@playwright/test';
import inventory from '../apps/web/src/locales/ru/inventory.json' with { type: 'json' };
import common from '../apps/web/src/locales/ru/common.json' with { type: 'json' };
import profile from '../apps/web/src/locales/ru/profile.json' with { type: 'json' };
import { acceptCookies, expect, fromSite, quickRegister, test } from './fixtures';

const CASE = 'tasty-start';
/**
 * A trade link of its own for each test: a platform account another player already named holds the withdrawal for
 * the console's review (docs/decisions/059-withdrawal-review.md), which these tests are not about.
 */
const tradeLink = () => `https://steamcommunity.com/tradeoffer/new/?partner=${100_000_000 + Math.floor(Math.random() * 800_000_000)}&token=AbCdEf12`;
// After a withdrawal request the item is PREPARING; the sandbox trade bot may already have moved it on.
const ON_ITS_WAY = /^(PREPARING|CONFIRM_STEAM|send|accepted|STEAM_WITHDRAWN)$/;

interface Drop {
  inventory_item_id: number;
  name: string;
  price: number;
}

/** A header amount such as "485.00 ₽" as a number. */
async function amountOf(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).first().textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

/** Opens one case through the API (as another tab would) and returns the dropped item. */
async function openCase(page: Page): Promise<Drop> {
  const response = await page.request.post(`/api/v1/cases/${CASE}/open`, { data: { multi_open: 1 }, headers: fromSite(page) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { drops: Drop[] } }).data.drops[0]!;
}

const itemCard = (page: Page, id: number) => page.locator(`[data-testid="inventory-item"][data-id="${id}"]`);

async function signUpWithMoney(page: Page): Promise<void> {
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  const credit = await page.request.post('/api/test/credit', { data: { amount: 500 }, headers: fromSite(page) });
  expect(credit.ok()).toBe(true);
}

test('a player sells from the grid, saves a trade link and withdraws an item', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpWithMoney(page);
  const first = await openCase(page);

  // /profile leads to the player's own profile.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page.getByTestId('profile-page')).toHaveAttribute('data-own', 'true');
  await expect(page.getByTestId('stat-cases')).toHaveText('1');

  // Selling from the grid puts the price on the header balance.
  const sold = itemCard(page, first.inventory_item_id);
  await expect(sold).toHaveAttribute('data-status', 'progress');
  await expect(sold.getByTestId('item-name')).toHaveText(first.name);
  const before = await amountOf(page, 'user-balance');
  await sold.getByTestId('item-sell').click();
  await expect(page.getByTestId('user-balance')).toContainText((before + first.price).toFixed(2));
  await expect(sold.getByTestId('item-sell')).toHaveCount(0);

  // The trade link form rejects a wrong link with the Russian message, then saves a valid one.
  const input = page.getByTestId('trade-link-form-input');
  await input.fill('https://example.com/not-a-trade-link');
  await page.getByTestId('trade-link-form-save').click();
  await expect(page.getByTestId('trade-link-form')).toContainText(profile.steam.errors.steamUrlValidation);
  const link = tradeLink();
  await input.fill(link);
  const saving = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/set/steam/data'));
  await page.getByTestId('trade-link-form-save').click();
  expect((await saving).ok()).toBe(true);
  await expect(page.getByText(common.alerts.steam_data_saved_successfully)).toBeVisible();

  // A new case's item is withdrawn from the grid: it turns PREPARING (then moves on in the queue).
  const second = await openCase(page);
  await page.reload();
  const withdrawn = itemCard(page, second.inventory_item_id);
  await expect(withdrawn).toHaveAttribute('data-status', 'progress');
  const sending = page.waitForResponse((r) => r.url().endsWith('/api/v1/inventory/senditem'));
  await withdrawn.getByTestId('item-withdraw').click();
  const sent = (await (await sending).json()) as { data: { items: { id: number; status: string }[]; sandbox: boolean } };
  expect(sent.data.items).toEqual([expect.objectContaining({ id: second.inventory_item_id, status: 'PREPARING' })]);
  await expect(withdrawn).toHaveAttribute('data-status', ON_ITS_WAY);
  await expect(withdrawn.getByTestId('item-status')).not.toHaveText(inventory.status.progress);
  await expect(withdrawn.getByTestId('item-withdraw')).toHaveCount(0);
  if (sent.data.sandbox) await expect(page.getByTestId('sandbox-notice')).toBeVisible();

  // The withdrawal's security code is shown beside it, the same the server writes in the offer message,
  // with the warning about the API-key scam.
  const offer = await page.request.get(`/api/v1/inventory/${second.inventory_item_id}/trade_id`, { headers: fromSite(page) });
  const code = ((await offer.json()) as { data: { security_code: string | null } }).data.security_code;
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  await expect(withdrawn.getByTestId('item-offer-code')).toHaveText(`${inventory.card.offerCode} ${code}`);
  await expect(page.getByTestId('offer-safety')).toContainText(inventory.safety.title);
});

test('withdrawing without a trade link opens the Steam widget, which saves the link', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpWithMoney(page);
  const drop = await openCase(page);
  await page.goto('/profile');
  const card = itemCard(page, drop.inventory_item_id);

  // Select the item and withdraw the selection: the server answers noLink and the widget opens on its trade path.
  await card.getByTestId('item-select').click();
  await expect(page.getByTestId('selection-count')).toHaveText(inventory.selection.count.replace('{{count}}', '1').replace('{{cap}}', '10'));
  // On a phone the selection bar keeps above the bottom menu and the support button that sits on it.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 812 });
  // The bar keeps to the bottom of the inventory it belongs to: the player is looking at the item they chose.
  await card.scrollIntoViewIfNeeded();
  const [bar, chat, nav] = await Promise.all(['selection-bar', 'support-launcher', 'mobile-nav'].map((id) => page.getByTestId(id).boundingBox()));
  expect(bar && chat && nav && bar.y + bar.height <= chat.y && chat.y + chat.height <= nav.y).toBe(true);
  await page.setViewportSize(desktop);
  await page.getByTestId('selection-withdraw').click();
  const widget = page.getByTestId('steam-widget');
  await expect(widget).toBeVisible();
  await expect(page.getByTestId('steam-widget-trade')).toHaveAttribute('aria-selected', 'true');
  await expect(card).toHaveAttribute('data-status', 'progress');
  // The login path offers the trade bot as a friend; the link path does not.
  await expect(page.getByTestId('bot-invite')).toHaveCount(0);
  await page.getByTestId('steam-widget-login').click();
  await expect(page.getByTestId('bot-invite-open')).toBeVisible();
  await page.getByTestId('steam-widget-trade').click();

  const link = tradeLink();
  await page.getByTestId('steam-widget-link-form-input').fill(link);
  await page.getByTestId('steam-widget-link-form-save').click();
  await expect(widget).toBeHidden();
  await expect(page.getByTestId('trade-link-form-input')).toHaveValue(link);

  // Now the withdrawal goes through.
  await page.getByTestId('selection-withdraw').click();
  await expect(card).toHaveAttribute('data-status', ON_ITS_WAY);
  await expect(page.getByTestId('selection-bar')).toBeHidden();
});

test("another player's profile is read-only", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUpWithMoney(page);
  const drop = await openCase(page);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  const ownUrl = page.url();

  // A guest in a fresh browser sees the card, the statistics and the items, but no actions or forms.
  const guest = await browser.newPage();
  await guest.goto(ownUrl);
  await expect(guest.getByTestId('profile-page')).toHaveAttribute('data-own', 'false');
  await expect(guest.getByTestId('profile-name')).not.toBeEmpty();
  const card = itemCard(guest, drop.inventory_item_id);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('item-sell')).toHaveCount(0);
  await expect(card.getByTestId('item-select')).toHaveCount(0);
  await expect(guest.getByTestId('trade-link-form')).toHaveCount(0);
  await expect(guest.getByTestId('sell-all')).toHaveCount(0);
  await guest.close();
});

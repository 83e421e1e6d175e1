import type { Page } from '@playwright/test';
import inventory from '../apps/web/src/locales/ru/inventory.json' with { type: 'json' };
import admin from '../apps/web/src/locales/ru/admin.json' with { type: 'json' };
import { shoot, staff } from './console-helpers';
import { acceptCookies, depositByCard, expect, fromSite, quickRegister, test } from './fixtures';

const itemCard = (page: Page, id: number) => page.locator(`[data-testid="inventory-item"][data-id="${id}"]`);

test('a withdrawal right after a deposit without play waits for review and goes out once the console approves it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  await depositByCard(page, 'review@mail.ru');
  const me = (await (await page.request.get('/api/v1/users/me')).json()) as { data: { user_id: number } };
  const opened = await page.request.post('/api/v1/cases/tasty-start/open', { data: { multi_open: 1 }, headers: fromSite(page) });
  const drop = ((await opened.json()) as { data: { drops: { inventory_item_id: number }[] } }).data.drops[0]!;
  const link = `https://steamcommunity.com/tradeoffer/new/?partner=${700000 + me.data.user_id}&token=Rv${me.data.user_id}`;
  expect((await page.request.post('/api/v1/users/set/steam/data', { data: { link }, headers: fromSite(page) })).ok()).toBe(true);

  // One case staked is far below the deposit: the withdrawal waits, «На проверке», without a timer.
  await page.goto('/profile');
  const card = itemCard(page, drop.inventory_item_id);
  await card.getByTestId('item-withdraw').click();
  await expect(card.getByTestId('item-status')).toHaveText(inventory.status.inReview);
  await expect(card.getByTestId('item-review')).toHaveText(inventory.review.waiting);
  await shoot(page, 'review-player-waiting', { fits: true });

  // Finance sees why and approves it.
  const errors: string[] = [];
  const desk = await staff(browser, 'finance', errors);
  await desk.goto('/admin/withdrawals?status=review');
  const review = desk.locator('section', { has: desk.locator(`a[href="/admin/players/${me.data.user_id}"]`) });
  await expect(review).toContainText(admin.reviews.reasons.play_through);
  await expect(review).toContainText('1000.00 ₽');
  await shoot(desk, 'review-console');
  await review.locator('[data-testid^="console-review-approve-"]').first().click();
  await review.locator('[data-testid$="-reason"]').fill('депозит проверен');
  await review.locator('[data-testid$="-confirm"]').click();
  await expect(review).toHaveCount(0);
  expect(errors).toEqual([]);

  // The player's item goes out: no longer under review, on its way through the sandbox bot.
  await expect(card.getByTestId('item-review')).toHaveCount(0, { timeout: 30_000 });
  await expect(card).toHaveAttribute('data-status', /^(PREPARING|CONFIRM_STEAM|send|accepted|STEAM_WITHDRAWN)$/);
  await expect(card.getByTestId('item-status')).not.toHaveText(inventory.status.inReview);
  await shoot(page, 'review-player-approved', { fits: true });
});

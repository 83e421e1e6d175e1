import type { Page } from '@playwright/test';
import { acceptCookies, expect, fromSite, quickRegister, test } from './fixtures';

const CASE = 'tasty-start';

interface Prize {
  name: string;
  price: number;
}

/** A signed-in player with ten dropped items to play with. */
async function playerWithItems(page: Page): Promise<void> {
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  expect((await page.request.post('/api/test/credit', { data: { amount: 500 }, headers: fromSite(page) })).ok()).toBe(true);
  const opened = await page.request.post(`/api/v1/cases/${CASE}/open`, { data: { multi_open: 10 }, headers: fromSite(page) });
  expect(opened.ok()).toBe(true);
}

// The layout the wheel must fit: a common laptop screen.
test.use({ viewport: { width: 1440, height: 900 } });

async function ownItemCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/v1/inventory/get?group=upgrade');
  return ((await res.json()) as { data: { total_item: number } }).data.total_item;
}

test('a player upgrades two items: the wheel turns to the server roll and the result shows the prize', async ({ page }) => {
  test.setTimeout(90_000);
  await playerWithItems(page);
  await page.goto('/upgrades');

  const items = page.getByTestId('own-item');
  await expect(items).toHaveCount(10);
  await expect(page.getByTestId('upgrade-submit')).toBeDisabled();
  await items.nth(0).click();
  await items.nth(1).click();
  await expect(page.getByTestId('own-items-count')).toHaveText('2 из 15');

  // The ×2 preset picks the cheapest target from twice the stake; the chance follows.
  await page.getByTestId('preset-2').click();
  await expect(page.getByTestId('target-name')).not.toBeEmpty();
  await expect(page.getByTestId('upgrade-chance')).toHaveText(/^\d+(\.\d+)?%$/);
  const shownChance = Number((await page.getByTestId('upgrade-chance').textContent())!.replace('%', ''));
  expect(shownChance).toBeGreaterThan(0);
  expect(shownChance).toBeLessThanOrEqual(45);

  // The reversed range flips the winning tickets to the top of the ring, and resets when the selection clears.
  await page.getByTestId('upgrade-reversed').check({ force: true });
  await expect(page.getByTestId('upgrade-range')).toContainText('–100000');
  await page.getByTestId('own-items-clear').click();
  await expect(page.getByTestId('upgrade-reversed')).not.toBeChecked();
  await page.getByTestId('own-items-all').click();
  await expect(page.getByTestId('own-items-count')).toHaveText('10 из 15');
  await page.getByTestId('own-items-clear').click();
  await items.nth(0).click();
  await items.nth(1).click();
  await page.getByTestId('preset-2').click();
  await expect(page.getByTestId('upgrade-submit')).toBeEnabled();

  const upgrading = page.waitForResponse((r) => r.url().endsWith('/api/v1/upgrades/upgrade-items') && r.request().method() === 'POST');
  await page.getByTestId('upgrade-submit').click();
  const response = await upgrading;
  expect(response.ok()).toBe(true);
  const done = ((await response.json()) as { data: { success: boolean; upgrade_id: number; roll: number; chance: number; win_prize: Prize | null; pity_prize: Prize | null } }).data;
  // The page shows the server's chance with at most two decimals.
  expect(Number(done.chance.toFixed(2))).toBe(shownChance);

  const wheel = page.getByTestId('upgrade-wheel');
  await expect(wheel).toHaveAttribute('data-state', 'spinning');
  // At 1440×900 the player sees the wheel turn.
  await expect(wheel).toBeInViewport({ ratio: 0.9 });
  await expect(wheel).toHaveAttribute('data-state', 'stopped', { timeout: 15_000 });
  await expect(wheel).toHaveAttribute('data-outcome', done.success ? 'win' : 'lose');
  const result = page.getByTestId('upgrade-result');
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute('data-outcome', done.success ? 'win' : 'lose');
  const prize = done.win_prize ?? done.pity_prize;
  if (prize) await expect(page.getByTestId('upgrade-prize-name')).toHaveText(prize.name);
  await expect(page.getByTestId('upgrade-verify')).toHaveAttribute('href', `/provably-fair/check?upgrade=${done.upgrade_id}`);

  // The two staked items are gone; a prize (won or pity) joined the inventory.
  expect(await ownItemCount(page)).toBe(8 + (prize ? 1 : 0));
  await page.getByTestId('upgrade-continue').click();
  await expect(page.getByTestId('own-items-count')).toHaveText('0 из 15');
  await expect(page.getByTestId('recent-upgrades')).toContainText(done.success ? 'Успех' : 'Мимо');

  // Once the seed pair is rotated, the check page recomputes the ticket and the outcome in the browser.
  await page.goto(`/provably-fair/check?upgrade=${done.upgrade_id}`);
  await expect(page.getByTestId('record-secret')).toBeVisible();
  expect((await page.request.post('/api/v1/provably-fair/rotate', { headers: fromSite(page) })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('record-ticket')).toHaveText(String(done.roll));
  await expect(page.getByTestId('record-outcome')).toContainText('результат подтверждён');
  await expect(page.getByTestId('record-match')).toHaveCount(3);
});

test('a player signs a contract of three items and sees the drawn prize', async ({ page }) => {
  test.setTimeout(90_000);
  await playerWithItems(page);
  await page.goto('/contracts');

  const items = page.getByTestId('contract-item');
  await expect(items).toHaveCount(10);
  await items.nth(0).click();
  await items.nth(1).click();
  await expect(page.getByTestId('contract-sign')).toBeDisabled();
  await items.nth(2).click();
  await expect(page.getByTestId('contract-count')).toHaveText('3 из 10');
  await expect(page.getByTestId('contract-range')).toContainText('₽ – ');
  await expect(page.getByTestId('contract-sign')).toBeEnabled();

  const signing = page.waitForResponse((r) => r.url().endsWith('/api/v1/contracts') && r.request().method() === 'POST');
  await page.getByTestId('contract-sign').click();
  const response = await signing;
  expect(response.ok()).toBe(true);
  const signed = ((await response.json()) as { data: { contract_id: number; ticket: number; prize: Prize; input_total: number; range: { min: number; max: number } } }).data;
  expect(signed.prize.price).toBeGreaterThanOrEqual(signed.range.min);
  expect(signed.prize.price).toBeLessThanOrEqual(signed.range.max);

  const reveal = page.getByTestId('contract-reveal');
  await expect(reveal).toHaveAttribute('data-state', 'revealed', { timeout: 10_000 });
  await expect(page.getByTestId('contract-prize-name')).toHaveText(signed.prize.name);
  await expect(page.getByTestId('contract-verify')).toHaveAttribute('href', `/provably-fair/check?contract=${signed.contract_id}`);
  await expect(page.getByTestId('contract-history')).toContainText(signed.prize.name);
  expect(await ownItemCount(page)).toBe(8);

  await page.getByTestId('contract-continue').click();
  await expect(page.getByTestId('contract-count')).toHaveText('0 из 10');

  expect((await page.request.post('/api/v1/provably-fair/rotate', { headers: fromSite(page) })).ok()).toBe(true);
  await page.goto(`/provably-fair/check?contract=${signed.contract_id}`);
  await expect(page.getByTestId('record-ticket')).toHaveText(String(signed.ticket));
  await expect(page.getByTestId('record-outcome')).toContainText('результат подтверждён');
});

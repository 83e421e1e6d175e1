import type { Page } from '@playwright/test';
import { acceptCookies, expect, quickRegister, test, fromSite } from './fixtures';

const EVENT_CASE = 'autumn-leaves';
const COIN_CASE = 'coin-1';

async function balanceShown(page: Page): Promise<number> {
  const text = (await page.getByTestId('user-balance').textContent()) ?? '';
  return Number(text.replace(/[^\d,.]/g, '').replace(',', '.'));
}

async function coinsShown(page: Page): Promise<number> {
  const text = (await page.getByTestId('user-coins').textContent()) ?? '';
  return Number(text.replace(/\s/g, '').replace(',', '.'));
}

test('a player earns coins from event cases, levels the battle pass, claims a level, spends coins and finds themself on /top', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  // Boards show the public nickname, never the login.
  const nickname = ((await page.getByTestId('user-nickname').first().textContent()) ?? '').trim();
  expect((await page.request.post('/api/test/credit', { data: { amount: 1000 }, headers: fromSite(page) })).ok()).toBe(true);

  // The event overview before playing: level 1 is being earned, nothing to claim yet.
  await page.goto('/event');
  await expect(page.getByTestId('battle-pass')).toBeVisible();
  await expect(page.getByTestId('bp-coins')).toHaveText(/^\s*0\s*$/);
  await expect(page.locator('[data-testid="bp-level"][data-level="1"]')).toHaveAttribute('data-state', 'current');
  await expect(page.getByTestId('user-coins')).toHaveText('0');

  // Open event cases; the coins arrive live in the header, without a reload.
  for (let i = 0; i < 2; i += 1) {
    const opened = await page.request.post(`/api/v1/cases/${EVENT_CASE}/open`, { data: { multi_open: 10 }, headers: fromSite(page) });
    expect(opened.ok()).toBe(true);
  }
  await expect.poll(() => coinsShown(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(20);
  const earned = await coinsShown(page);

  // The battle pass rose with them: level 1 is claimable and its case task is done.
  await expect(page.getByTestId('bp-coins')).not.toHaveText(/^\s*0\s*$/, { timeout: 10_000 });
  const first = page.locator('[data-testid="bp-level"][data-level="1"]');
  await expect(first).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('bp-task').first()).toContainText('Выполнено');
  await first.getByTestId('bp-claim').click();
  await expect(first).toHaveAttribute('data-state', 'received');
  await expect.poll(() => coinsShown(page)).toBeGreaterThan(earned); // level 1 pays coins
  // Coins from the opens above arrive through the activity feed: let them all land before spending.
  await expect
    .poll(async () => {
      const seen = await coinsShown(page);
      await page.waitForTimeout(1500);
      return (await coinsShown(page)) === seen;
    })
    .toBe(true);
  const beforeSpend = await coinsShown(page);

  // Spend coins on the first coin case (level gate 1), through the case page.
  await page.goto('/event/coin-cases');
  const coinCase = page.locator(`[data-testid="event-case"][data-case="${COIN_CASE}"]`);
  await expect(coinCase).toBeVisible();
  await expect(coinCase.getByTestId('event-case-lock')).toHaveCount(0);
  await expect(page.locator('[data-testid="event-case"][data-case="coin-2"]').getByTestId('event-case-lock')).toBeVisible();
  await coinCase.click();
  await expect(page).toHaveURL(new RegExp(`/open/${COIN_CASE}$`));
  await page.getByTestId('case-open').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => coinsShown(page)).toBeLessThan(beforeSpend);

  // The money spent on event cases put the player on the boards.
  await page.goto('/top');
  await expect(page.getByTestId('leaderboard-card').first()).toBeVisible();
  await expect(page.getByTestId('leaderboard-my-place').first()).toHaveText(/^\d+$/);
  await expect(page.getByTestId('ranking-me')).toBeVisible();
  await expect(page.getByTestId('ranking-player').filter({ hasText: nickname })).toHaveAttribute('href', /^\/profile\/\d+$/);
  await page.getByTestId('leaderboard-info-open').click();
  await expect(page.getByTestId('leaderboard-info').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('leaderboard-faq')).toHaveAttribute('target', '_blank');
  await page.keyboard.press('Escape');

  // The board where the player leads ends: its prize lands in the inventory and the reward popup shows it on
  // whatever page the player is on, live.
  const boards = ((await (await page.request.get('/api/v2/top/active')).json()) as { data: { id: number; my_position: number | null }[] }).data;
  const best = boards.filter((b) => b.my_position !== null).sort((a, b) => a.my_position! - b.my_position!)[0]!;
  expect(best.my_position).toBeLessThanOrEqual(3);
  // The page listens on the personal channel before the board closes, so the prize arrives live.
  const subscribed = page
    .waitForEvent('websocket')
    .then((ws) => ws.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"subscribed","channel":"first_channel"') }));
  await page.goto('/');
  await subscribed;
  expect((await page.request.post('/api/test/leaderboards/close', { data: { id: best.id }, headers: fromSite(page) })).ok()).toBe(true);
  const reward = page.getByTestId('leaderboard-reward');
  // Not in the first ten seconds after the page loads.
  await expect(reward).toBeVisible({ timeout: 20_000 });
  await expect(reward.getByTestId('reward-place')).toHaveText(`${best.my_position} место`);
  await expect(reward.getByTestId('reward-profile')).toHaveAttribute('href', /^\/profile\/\d+$/);
  // Selling from the popup pays the prize's price into the balance and closes it.
  const sellText = (await reward.getByTestId('reward-sell').textContent()) ?? '';
  const price = Number(sellText.replace(/[^\d,.]/g, '').replace(',', '.'));
  expect(price).toBeGreaterThan(0);
  const before = await balanceShown(page);
  await reward.getByTestId('reward-sell').click();
  await expect(reward).toHaveCount(0);
  await expect.poll(() => balanceShown(page)).toBeCloseTo(before + price, 2);
  // Seen is remembered by the server: a reload (or another device) does not show it again.
  await page.reload();
  await expect(page.getByTestId('user-balance')).toBeVisible();
  await page.goto('/top');
  await expect(page.getByTestId('leaderboard-card').first()).toBeVisible();
  await expect(page.getByTestId('leaderboard-reward')).toHaveCount(0);
  const unseen = (await (await page.request.get('/api/v2/top/rewards/unseen')).json()) as { data: unknown[] };
  expect(unseen.data).toEqual([]);
});

test('the info popup tells a player what to collect, once a day or when something new comes, and leads to the pass', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await acceptCookies(page);
  await page.removeLocatorHandler(page.getByTestId('info-popup'));
  await quickRegister(page);
  // A new player can open the first daily case: the popup says so, with the case and its link.
  const popup = page.getByTestId('info-popup');
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await expect(popup.getByTestId('info-popup-daily-link')).toHaveAttribute('href', /^\/daily-cases/);
  await expect(popup.getByTestId('info-popup-levels')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  // The reloaded page listens on the personal channel (its code loads with the session) before the level is reached.
  const subscribed = page
    .waitForEvent('websocket')
    .then((ws) => ws.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"subscribed","channel":"first_channel"') }));
  await page.reload();
  await expect(page.getByTestId('user-nickname')).toBeVisible();
  await expect(page.getByTestId('info-popup')).toHaveCount(0);
  await subscribed;

  // Reaching battle pass level 1 is something new: the popup comes back, live, with the level.
  expect((await page.request.post('/api/test/credit', { data: { amount: 1000 }, headers: fromSite(page) })).ok()).toBe(true);
  for (let i = 0; i < 2; i += 1) {
    const opened = await page.request.post(`/api/v1/cases/${EVENT_CASE}/open`, { data: { multi_open: 10 }, headers: fromSite(page) });
    expect(opened.ok()).toBe(true);
  }
  await expect(popup.getByTestId('info-popup-levels')).toContainText('Уровень 1', { timeout: 20_000 });
  await popup.getByTestId('info-popup-event').click();
  await expect(page).toHaveURL(/\/event$/);
  await expect(page.getByTestId('info-popup')).toHaveCount(0);
  // On /event one button claims every waiting level.
  const notice = page.getByTestId('rewards-notice');
  await expect(notice).toBeVisible();
  await notice.getByTestId('rewards-claim-all').click();
  await expect(notice).toHaveCount(0);
  await expect(page.locator('[data-testid="bp-level"][data-level="1"]')).toHaveAttribute('data-state', 'received');
});

test('a guest sees the battle pass locked with a sign-in button and no coins', async ({ page }) => {
  await page.goto('/event');
  await acceptCookies(page);
  await expect(page.getByTestId('bp-signin')).toBeVisible();
  await expect(page.getByTestId('bp-coins')).toHaveText(/^\s*0\s*$/);
  await expect(page.getByTestId('bp-claim')).toHaveCount(0);
  await expect(page.getByTestId('bp-tasks')).toHaveCount(0);
  await page.goto('/event/coin-cases');
  await expect(page.getByTestId('event-coin-balance')).toHaveText(/^\s*0\s*$/);
  await expect(page.getByTestId('coin-signin')).toBeVisible();
});

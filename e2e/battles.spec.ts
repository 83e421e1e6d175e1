import type { Browser, Page } from '@playwright/test';
import { acceptCookies, dismissPromotions, expect, fromSite, quickRegister, test } from './fixtures';

const CASE = 'tasty-start';
const ROUNDS = 2;

interface WireDrop {
  seat: number;
  item: { id: number; name: string; price: number };
}
interface WireBattle {
  status: string;
  winner_team: number | null;
  members: { seat: number; team: number; user: { id: number; nickname: string } }[];
  rounds: { round: number; drops: WireDrop[] }[];
}

/** A second player in their own browser context, failing the test on any console error, like the fixture's page. */
async function secondPlayer(browser: Browser, errors: string[]): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await dismissPromotions(page);
  return page;
}

async function signUpWithMoney(page: Page, amount: number): Promise<number> {
  await page.goto('/battles');
  await acceptCookies(page);
  await quickRegister(page);
  const credit = await page.request.post('/api/test/credit', { data: { amount }, headers: fromSite(page) });
  expect(credit.ok()).toBe(true);
  const me = (await (await page.request.get('/api/v1/users/me')).json()) as { data: { user_id: number } };
  return me.data.user_id;
}

async function inventoryCount(page: Page, userId: number): Promise<number> {
  const response = await page.request.get(`/api/v1/inventory/get?group=all&page=1&per_page=45&user_id=${userId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { total_item: number } }).data.total_item;
}

async function battleOf(page: Page, ulid: string): Promise<WireBattle> {
  const response = await page.request.get(`/api/old/battle?ulid=${ulid}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: WireBattle }).data;
}

/** Picks `rounds` rounds of one case on the create page and creates the battle; returns its ulid. */
async function createBattle(page: Page, rounds: number): Promise<string> {
  await page.goto('/battles/create');
  const tile = page.locator(`[data-testid="pick-case"][data-case="${CASE}"]`).first();
  for (let i = 0; i < rounds; i += 1) await tile.getByTestId('pick-case-add').click();
  await expect(tile.getByTestId('pick-case-count')).toHaveText(String(rounds));
  await expect(page.getByTestId('create-rounds')).toHaveText(`${rounds} / 50`);
  await page.getByTestId('create-submit').click();
  await page.waitForURL(/\/battles\/[0-9A-Z]{26}$/);
  return page.url().split('/').pop()!;
}

/** Waits for the battle page to show the result, then checks every landed item and total against the API. */
async function expectRoundsLanded(page: Page, battle: WireBattle): Promise<void> {
  await expect(page.getByTestId('battle-winner')).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId('battle-page')).toHaveAttribute('data-landed', String(ROUNDS));
  for (const member of battle.members) {
    const seat = page.locator(`[data-testid="battle-seat"][data-seat="${member.seat}"]`);
    const drops = battle.rounds.map((r) => r.drops.find((d) => d.seat === member.seat)!);
    // Newest first on the page.
    const names = drops.map((d) => d.item.name).reverse();
    await expect(seat.getByTestId('seat-drop')).toHaveCount(ROUNDS);
    for (const [i, name] of names.entries()) await expect(seat.getByTestId('seat-drop').nth(i)).toHaveAttribute('title', new RegExp(`^${name} · `));
    await expect(seat.getByTestId('seat-reel')).toHaveAttribute('data-item', names[0]!);
    const total = drops.reduce((sum, d) => sum + Math.round(d.item.price * 100), 0) / 100;
    await expect(seat.getByTestId('seat-total')).toContainText(total.toFixed(2));
  }
  const winners = battle.members.filter((m) => m.team === battle.winner_team).map((m) => m.user.nickname);
  await expect(page.getByTestId('battle-winner-names')).toHaveText(winners.join(', '));
}

test('two players fight a 1v1: both watch the rounds land on the server items and the winner takes the items', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  const rival = await secondPlayer(browser, errors);

  const creatorId = await signUpWithMoney(page, 500);
  const ulid = await createBattle(page, ROUNDS);
  await expect(page.getByTestId('battle-waiting')).toBeVisible();
  await expect(page.getByTestId('battle-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('active-battle')).toHaveAttribute('href', `/battles/${ulid}`);

  const rivalId = await signUpWithMoney(rival, 500);
  const before = { [creatorId]: await inventoryCount(page, creatorId), [rivalId]: await inventoryCount(rival, rivalId) };
  await rival.goto('/battles');
  const card = rival.locator(`[data-testid="battle-card"][data-battle="${ulid}"]`);
  await expect(card).toBeVisible();
  // Joining the last seat starts the battle at once.
  await card.getByTestId('battle-card-join').click();
  await rival.waitForURL(new RegExp(`/battles/${ulid}$`));

  // The creator's page follows the join and the start live, without a reload.
  await expect(page.getByTestId('battle-page')).toHaveAttribute('data-status', 'started', { timeout: 15_000 });
  await expect(page.getByTestId('seat-reel').first()).toBeVisible({ timeout: 15_000 });

  await expect(rival.getByTestId('battle-winner')).toBeVisible({ timeout: 40_000 });
  const battle = await battleOf(page, ulid);
  expect(battle.status).toBe('finished');
  expect(battle.rounds).toHaveLength(ROUNDS);
  await expectRoundsLanded(page, battle);
  await expectRoundsLanded(rival, battle);

  // The winner owns every item of the battle; the loser none.
  const winnerId = battle.members.find((m) => m.team === battle.winner_team)!.user.id;
  const loserId = winnerId === creatorId ? rivalId : creatorId;
  const winnerPage = winnerId === creatorId ? page : rival;
  const loserPage = winnerId === creatorId ? rival : page;
  expect(await inventoryCount(winnerPage, winnerId)).toBe(before[winnerId]! + ROUNDS * 2);
  expect(await inventoryCount(loserPage, loserId)).toBe(before[loserId]!);
  await expect(winnerPage.getByTestId('battle-sell')).toBeEnabled();
  await expect(loserPage.getByTestId('battle-sell')).toHaveCount(0);

  // The check page recomputes every round from the revealed seed.
  await winnerPage.getByTestId('battle-verify').click();
  await expect(winnerPage.getByTestId('battle-check-result')).toHaveAttribute('data-ok', 'true');
  await expect(winnerPage.getByTestId('battle-check-row')).toHaveCount(ROUNDS * 2);

  await rival.context().close();
  expect(errors, 'console errors in the second browser').toEqual([]);
});

test('a solo player starts a battle and a bot takes the empty seat', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpWithMoney(page, 300);
  const balance = await page.getByTestId('user-balance').first().textContent();
  const ulid = await createBattle(page, ROUNDS);
  await expect(page.getByTestId('user-balance').first()).not.toHaveText(balance ?? '');
  await expect(page.locator('[data-testid="battle-seat"][data-seat="2"]').getByTestId('seat-join')).toHaveCount(0);
  await page.getByTestId('battle-start').click();

  await expect(page.getByTestId('battle-page')).toHaveAttribute('data-status', 'started', { timeout: 15_000 });
  const battle = await battleOf(page, ulid);
  const bot = battle.members.find((m) => m.seat === 2)!;
  await expect(page.locator('[data-testid="battle-seat"][data-seat="2"]').getByTestId('seat-name')).toHaveText(bot.user.nickname);
  await expect(page.locator('[data-testid="battle-seat"][data-seat="2"]')).toContainText('Бот');
  await expect(page.getByTestId('battle-winner')).toBeVisible({ timeout: 40_000 });
  await expectRoundsLanded(page, await battleOf(page, ulid));
  // The finished battle leaves the header's active-battle badge.
  await expect(page.getByTestId('active-battle')).toHaveCount(0);
});

test('a guest watches the live list and a battle, and is asked to sign in to join', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  const creator = await secondPlayer(browser, errors);
  await signUpWithMoney(creator, 200);
  const ulid = await createBattle(creator, 1);

  await page.goto('/battles');
  await acceptCookies(page);
  const card = page.locator(`[data-testid="battle-card"][data-battle="${ulid}"]`);
  await expect(card).toBeVisible();
  await card.getByTestId('battle-card-open').click();
  await expect(page).toHaveURL(new RegExp(`/battles/${ulid}$`));
  await expect(page.getByTestId('battle-waiting')).toBeVisible();
  await expect(page.getByTestId('battle-spectators')).not.toHaveText('0');
  await page.getByTestId('seat-join').click();
  await expect(page.getByTestId('signin-modal')).toBeVisible();

  // The creator calls it off: the guest's page follows, and the battle leaves the list.
  await creator.getByTestId('battle-cancel').click();
  await expect(page.getByTestId('battle-cancelled')).toBeVisible({ timeout: 15_000 });
  await creator.context().close();
  expect(errors, 'console errors in the second browser').toEqual([]);
});

test('a guest checks a finished battle on the provably-fair page without signing in', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  const creator = await secondPlayer(browser, errors);
  await signUpWithMoney(creator, 200);
  const ulid = await createBattle(creator, 1);
  await creator.getByTestId('battle-start').click();
  await expect.poll(async () => (await battleOf(creator, ulid)).status, { timeout: 40_000 }).toBe('finished');
  await creator.context().close();

  await page.goto(`/provably-fair/check?battle=${ulid}`);
  await acceptCookies(page);
  await expect(page).toHaveURL(new RegExp(`/provably-fair/check\\?battle=${ulid}$`));
  await expect(page.getByTestId('battle-check-result')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('battle-check-row')).toHaveCount(2);
  await expect(page.getByTestId('signin-modal')).toHaveCount(0);
  expect(errors, 'console errors in the second browser').toEqual([]);
});

test('a guest who wants to create a battle signs in through the dialog and lands on the creation page', async ({ page }) => {
  test.setTimeout(60_000);
  // A guest who opens the creation page is asked to sign in on the battles page, not sent home.
  await page.goto('/battles/create');
  await acceptCookies(page);
  await expect(page).toHaveURL(/\/battles$/);
  await expect(page.getByTestId('signin-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('signin-modal')).toHaveCount(0);

  await page.getByTestId('battles-create').click();
  await expect(page.getByTestId('signin-modal')).toBeVisible();
  await expect(page).toHaveURL(/\/battles$/);
  await page.getByTestId('quick-register').click();
  await expect(page.getByTestId('quick-register-login')).toHaveText(/^tasty_/);
  await page.getByTestId('quick-register-done').click();
  await expect(page.getByTestId('signin-modal')).toHaveCount(0, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/battles\/create$/);
  await expect(page.getByTestId('create-submit')).toBeVisible();
  await expect(page.getByTestId('user-nickname')).toBeVisible();
});

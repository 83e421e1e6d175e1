import { acceptCookies, expect, fromSite, quickRegister, test } from './fixtures';

const EVENT_CASE = 'autumn-leaves';
/** Event coins (earned) that reach battle pass level 15, the first rare level. */
const LEVEL_15_COINS = 330;

test('a player earns raffle tickets, sees the draw and verifies it in the browser', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  expect((await page.request.post('/api/test/credit', { data: { amount: 2000 }, headers: fromSite(page) })).ok()).toBe(true);

  // Before playing: the overview block and the raffle tab show no tickets, the prizes and the countdown.
  await page.goto('/event');
  const summary = page.getByTestId('raffle-summary');
  await expect(summary.getByTestId('raffle-my-tickets')).toHaveText('0');
  // The rule is on the page, with the price the server accrues tickets by.
  const raffleData = async () =>
    ((await (await page.request.get('/api/v1/event/raffle-result/autumn')).json()) as { data: { ticket_price: number; ticket_spend: number } }).data;
  const { ticket_price: ticketPrice } = await raffleData();
  await expect(summary.getByTestId('raffle-rule')).toHaveText(`1 билет за каждые ${ticketPrice.toFixed(2)} ₽, потраченные на кейсы ивента до его конца.`);
  await expect(summary.getByTestId('raffle-prize')).toHaveCount(3);

  // Spend on event cases: tickets arrive through the activity feed.
  const opened = await page.request.post(`/api/v1/cases/${EVENT_CASE}/open`, { data: { multi_open: 10 }, headers: fromSite(page) });
  expect(opened.ok()).toBe(true);
  const myTickets = async () => ((await (await page.request.get('/api/v1/event/current')).json()) as { data: { user_stats: { tickets: number } } }).data.user_stats.tickets;
  await expect.poll(myTickets, { timeout: 20_000 }).toBeGreaterThan(0);
  const tickets = String(await myTickets());
  await page.reload();
  await expect(summary.getByTestId('raffle-my-tickets')).toHaveText(tickets);

  await summary.getByTestId('raffle-more').click();
  await expect(page).toHaveURL(/\/event\/raffle$/);
  await expect(page.getByTestId('raffle-page')).toBeVisible();
  await expect(page.getByTestId('raffle-my-tickets')).toHaveText(tickets);
  const { ticket_spend: carried } = await raffleData();
  await expect(page.getByTestId('raffle-next-ticket')).toHaveText(`До следующего билета: ${(ticketPrice - carried).toFixed(2)} ₽`);
  await expect(page.getByTestId('raffle-countdown')).toBeVisible();
  await expect(page.getByTestId('raffle-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('raffle-empty')).toContainText('Розыгрыш ещё не проведён');
  await expect(page.getByTestId('raffle-seed')).toHaveCount(0);
  await expect(page.getByTestId('raffle-prize').first()).toContainText('₽');
  const hash = await page.getByTestId('raffle-seed-hash').textContent();

  // The draw: winners by place, my row highlighted, the seed revealed, and the draw re-runs here.
  expect((await page.request.post('/api/test/raffle/draw', { headers: fromSite(page) })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('raffle-drawn')).toBeVisible();
  await expect(page.getByTestId('raffle-winners')).toBeVisible();
  const me = page.getByTestId('raffle-winners').locator('tr[aria-current="true"]');
  await expect(me).toHaveCount(1);
  await expect(me).toContainText(tickets);
  await expect(page.getByTestId('raffle-player').first()).toHaveAttribute('href', /^\/profile\/\d+$/);
  await expect(page.getByTestId('raffle-seed-hash')).toHaveText(hash!);
  await expect(page.getByTestId('raffle-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await page.getByTestId('raffle-verify').click();
  await expect(page.getByTestId('raffle-verify-result')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('raffle-verify-result')).toContainText('Совпадает');
});

test('a guest sees the raffle results and a sign-in prompt for tickets', async ({ page }) => {
  await page.goto('/event/raffle');
  await acceptCookies(page);
  await expect(page.getByTestId('raffle-page')).toBeVisible();
  await expect(page.getByTestId('raffle-signin')).toBeVisible();
  await expect(page.getByTestId('raffle-my-tickets')).toHaveCount(0);
  // The previous test drew the raffle of this run's event.
  await expect(page.getByTestId('raffle-winner').first()).toBeVisible();
  await page.getByTestId('raffle-verify').click();
  await expect(page.getByTestId('raffle-verify-result')).toHaveAttribute('data-ok', 'true');
});

test('a rare battle pass level gives a free case that opens on the bonuses page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  expect((await page.request.post('/api/test/event/coins', { data: { coins: LEVEL_15_COINS }, headers: fromSite(page) })).ok()).toBe(true);

  // One figure for the level reached: the index page's card and the event page agree.
  await page.goto('/');
  await expect(page.getByTestId('home-event-progress')).toContainText('уровень 15,', { timeout: 15_000 });
  await page.goto('/event');
  await expect(page.getByTestId('bp-level-reached')).toHaveText('Ваш уровень: 15');
  const rare = page.locator('[data-testid="bp-level"][data-level="15"]');
  // A level's reward loads as its card comes near the view.
  await rare.scrollIntoViewIfNeeded();
  await expect(rare.getByTestId('bp-level-case-count')).toHaveText('×2');
  await expect(rare).toHaveAttribute('data-state', 'done');
  await rare.getByTestId('bp-claim').click();
  const result = page.getByTestId('bp-claim-result');
  await expect(result.getByTestId('bp-claimed-case')).toContainText('Осенние листья');
  await expect(result.getByTestId('bp-claimed-case')).toContainText('2 бесплатных открытия');
  await result.getByTestId('bp-claimed-open').click();
  await expect(page).toHaveURL(/\/bonuses$/);
  await expect(rare).toHaveCount(0);

  const free = page.getByTestId('free-case').filter({ hasText: 'Осенние листья' });
  await expect(free).toContainText('Осталось 2 открытия');
  await free.getByRole('button', { name: 'Открыть бесплатно' }).click();
  await expect(page.getByTestId('won-case-opening').getByTestId('reel')).toBeVisible();
  await expect(free).toContainText('Осталось 1 открытие');
});

import { acceptCookies, expect, fromSite, quickRegister, test } from './fixtures';
import { expectWholeHeader, joinBattle, pausePlayer, visit } from './header-layout';

/** The CS site's pages a player walks through, read as a guest, as a player in a battle and as a paused player. */
const ROUTES = ['/', '/battles', '/battles/create', '/upgrades', '/contracts', '/daily-cases', '/event', '/leaderboard', '/refill', '/faq', '/user-agreement', '/open/tasty-start'];

test('the CS site: whole menu items and no sideways scroll for a guest, a player in a battle and a paused player', async ({ page }) => {
  test.setTimeout(420_000);
  await page.goto('/');
  await acceptCookies(page);
  for (const route of ROUTES) {
    await visit(page, route);
    await expectWholeHeader(page, `${route} (guest)`);
  }
  await quickRegister(page);
  expect((await page.request.post('/api/test/credit', { data: { amount: 987_654.32 }, headers: fromSite(page) })).ok()).toBe(true);
  const battle = await joinBattle(page);
  for (const route of [...ROUTES, `/battles/${battle}`]) {
    await visit(page, route);
    await expect(page.getByTestId('active-battle')).toBeVisible();
    await expectWholeHeader(page, `${route} (in a battle)`);
  }
  await pausePlayer(page);
  for (const route of ROUTES) {
    await visit(page, route);
    await expectWholeHeader(page, `${route} (paused)`);
  }
  await page.goto('/open/tasty-start');
  await expect(page.getByTestId('case-blocked')).toContainText(/перерыв до \d+ /);
  await page.goto('/battles/create');
  await expect(page.getByTestId('play-paused')).toBeVisible();
});

import type { APIRequestContext, Page } from '@playwright/test';
import { acceptCookies, expect, fromSite, quickRegister, test } from './fixtures';
import { expectWholeHeader, joinBattle, pausePlayer, visit } from './header-layout';

const WIDTHS = [320, 375, 1440, 1920, 2560];
const CASE = 'tasty-start';

/** Every page of the site: the spec's route list, the console's entry and an unknown page. */
function routesOf(ids: { battle: string; userId: number; caseId: number }): string[] {
  return [
    '/',
    '/land1',
    '/sapper',
    '/faq',
    '/bonuses',
    '/cookies',
    '/contacts',
    '/upgrades',
    '/contracts',
    '/daily-cases',
    '/leaderboard',
    '/offers-shop',
    '/skin-exchange',
    '/quick-sale',
    '/user-agreement',
    '/event-condition',
    '/event',
    '/event/top',
    '/event/new-cases',
    '/event/coin-cases',
    '/event/raffle',
    '/top',
    '/stats',
    '/responsible-play',
    '/responsible-play/settings',
    // `/profile` leads a signed-in player to their own profile, a guest home.
    '/profile',
    `/profile/${ids.userId}`,
    `/open/${CASE}`,
    '/refill',
    '/refill/result',
    '/refill/unauth',
    '/cardform',
    '/battles',
    '/battles/create',
    '/battles/details',
    '/battles/history',
    '/battles/statistics',
    `/battles/${ids.battle}`,
    '/provably-fair/check',
    '/provably-fair/settings',
    '/provably-fair/instructions',
    `/provably-fair/case-history/${ids.caseId}`,
    '/admin',
    '/no-such-page',
  ];
}

/** A player of its own (outside the page's session) with an open battle, whose pages the walk visits. */
async function pagesToVisit(request: APIRequestContext): Promise<string[]> {
  const registered = await request.post('/api/v1/auth/registration/quick');
  expect(registered.ok()).toBe(true);
  const token = ((await registered.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/v1/users/me', { headers })).json()) as { data: { user_id: number } };
  expect((await request.post('/api/test/credit', { headers, data: { amount: 1000 } })).ok()).toBe(true);
  const cases = (await (await request.get('/api/old/cases', { headers })).json()) as { data: { sections: { cases: { id: number; name: string }[] }[] } };
  const picked = cases.data.sections.flatMap((s) => s.cases).find((c) => c.name === CASE) ?? cases.data.sections[0]!.cases[0]!;
  const created = await request.post('/api/old/battles', { headers, data: { cases: [{ id: picked.id, count: 2 }], mode: '2v2', crazy: false, is_private: false } });
  expect(created.ok()).toBe(true);
  const battle = ((await created.json()) as { data: { battle_ulid: string } }).data.battle_ulid;
  return routesOf({ battle, userId: me.data.user_id, caseId: picked.id });
}

/**
 * Every page at every width: the document is never wider than the window, so nothing scrolls sideways.
 * Each page is opened at the narrowest width and then widened step by step (as a turned phone or a
 * resized window does).
 */
async function expectNoSidewaysScroll(page: Page, routes: string[]): Promise<void> {
  for (const route of routes) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(route, { waitUntil: 'networkidle' });
    // The console has its own frame; every other page has the site's header.
    if (route !== '/admin') await expect(page.getByTestId('header')).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Two frames: the resize is laid out and whatever reacts to it has rendered.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, window: window.innerWidth, at: location.pathname }));
      expect(sizes.scroll, `${route} (${sizes.at}) at ${width} px`).toBeLessThanOrEqual(sizes.window);
    }
  }
}

test('no page scrolls sideways for a guest, from 320 to 2560 px', async ({ page, request }) => {
  test.setTimeout(600_000);
  const routes = await pagesToVisit(request);
  await page.goto('/');
  await acceptCookies(page);
  await expectNoSidewaysScroll(page, routes);
});

test('no page scrolls sideways for a signed-in player with a large balance, from 320 to 2560 px', async ({ page, request }) => {
  test.setTimeout(600_000);
  const routes = await pagesToVisit(request);
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  const credit = await page.request.post('/api/test/credit', { data: { amount: 987_654.32 }, headers: fromSite(page) });
  expect(credit.ok()).toBe(true);
  await expectNoSidewaysScroll(page, routes);
});

test('a player in a battle, then paused: whole menu items in the header at every desktop width, nothing scrolls sideways', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  expect((await page.request.post('/api/test/credit', { data: { amount: 987_654.32 }, headers: fromSite(page) })).ok()).toBe(true);
  const battle = await joinBattle(page);
  const routes = ['/', '/battles', `/battles/${battle}`, `/open/${CASE}`, '/upgrades', '/refill', '/event'];
  for (const route of routes) {
    await visit(page, route);
    await expect(page.getByTestId('active-battle')).toBeVisible();
    await expectWholeHeader(page, route);
  }
  await pausePlayer(page);
  for (const route of routes) {
    await visit(page, route);
    await expectWholeHeader(page, `${route} (paused)`);
  }
  // The paused player learns it on the play pages themselves, before any click.
  await page.goto(`/open/${CASE}`);
  await expect(page.getByTestId('case-blocked')).toContainText(/перерыв до \d+ /);
  await page.goto('/upgrades');
  await expect(page.getByTestId('play-paused')).toBeVisible();
});

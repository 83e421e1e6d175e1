import type { Locator } from '@playwright/test';
import { acceptCookies, expect, fromSite, quickRegister, test } from './fixtures';

const PHONE = { width: 375, height: 812 };

/**
 * Waits until nothing moves the element any more: every finite animation on it, inside it or on an ancestor
 * (the result's entry) has finished. Endless ones (a rarity glow) never move a box and are not waited for.
 */
async function settled(locator: Locator): Promise<void> {
  await locator.evaluate(async (el) => {
    const moving = () =>
      document.getAnimations().filter((animation) => {
        const effect = animation.effect;
        const target = effect instanceof KeyframeEffect ? effect.target : null;
        const related = target !== null && (target.contains(el) || el.contains(target));
        return related && animation.playState === 'running' && effect!.getComputedTiming().endTime !== Infinity;
      });
    for (let running = moving(); running.length > 0; running = moving()) {
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

test('a ×3 result on a phone keeps "to upgrade" and "to contract" apart and whole', async ({ page }, info) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  await page.setViewportSize(PHONE);
  expect((await page.request.post('/api/test/credit', { data: { amount: 500 }, headers: fromSite(page) })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('user-balance')).toContainText('500.00');
  await page.goto('/open/tasty-start');
  await expect(page.getByTestId('case-open')).toBeEnabled();
  // A toast may cover the small radio on a phone: click it where it is.
  await page.getByTestId('count-3').dispatchEvent('click');
  await expect(page.getByTestId('count-3')).toBeChecked();
  await page.getByTestId('case-open').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 25_000 });
  const items = page.getByTestId('result-item');
  await expect(items).toHaveCount(3);
  // The result slides in: its boxes are measured once they have come to rest.
  await settled(page.getByTestId('open-result'));
  for (let i = 0; i < 3; i++) {
    const item = items.nth(i);
    const upgrade = await box(item.getByTestId('result-to-upgrade'));
    const contract = await box(item.getByTestId('result-to-contract'));
    const card = await box(item);
    const apart = upgrade.x + upgrade.width <= contract.x || contract.y >= upgrade.y + upgrade.height;
    expect(apart, `item ${i}: the two buttons overlap`).toBe(true);
    for (const b of [upgrade, contract]) expect(b.x + b.width).toBeLessThanOrEqual(card.x + card.width);
    // Nothing inside a button is clipped or spills over.
    for (const id of ['result-to-upgrade', 'result-to-contract']) {
      const fits = await item.getByTestId(id).evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits, `item ${i}: ${id} content fits`).toBe(true);
    }
  }
  await page.getByTestId('open-result').screenshot({ path: info.outputPath('result-x3-375.png') });
});

test('the event tabs on a phone scroll sideways with a fade hint, the current tab in view', async ({ page }, info) => {
  await page.setViewportSize(PHONE);
  await page.goto('/event/coin-cases');
  await acceptCookies(page);
  const strip = page.getByRole('navigation', { name: 'Разделы события' }).getByRole('list');
  await expect(strip).toBeVisible();
  const overflow = await strip.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(overflow).toBe(true);
  const current = page.getByRole('link', { name: 'Кейсы за монеты' });
  const stripBox = await box(strip);
  const currentBox = await box(current);
  expect(currentBox.x).toBeGreaterThanOrEqual(stripBox.x);
  expect(currentBox.x + currentBox.width).toBeLessThanOrEqual(stripBox.x + stripBox.width + 1);
  // Hidden tabs on either side are hinted by a fade on that edge.
  await expect(strip).toHaveAttribute('data-more', /end|both|start/);
  await strip.evaluate((el) => el.scrollTo({ left: 0 }));
  await expect(strip).toHaveAttribute('data-more', 'end');
  await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(strip).toHaveAttribute('data-more', 'start');
  await page.getByTestId('event-banner').screenshot({ path: info.outputPath('event-tabs-375.png') });
});

test('on a phone the running round of a battle is on the first screen, for its player and for a spectator', async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  await page.goto('/battles');
  await acceptCookies(page);
  await quickRegister(page);
  await page.setViewportSize(PHONE);
  expect((await page.request.post('/api/test/credit', { data: { amount: 1000 }, headers: fromSite(page) })).ok()).toBe(true);
  const cases = (await (await page.request.get('/api/old/cases')).json()) as { data: { sections: { cases: { id: number }[] }[] } };
  const first = cases.data.sections.flatMap((s) => s.cases)[0]!;
  const created = await page.request.post('/api/old/battles', { headers: fromSite(page), data: { cases: [{ id: first.id, count: 5 }], mode: '1v1', crazy: false, is_private: false } });
  expect(created.ok()).toBe(true);
  const ulid = ((await created.json()) as { data: { battle_ulid: string } }).data.battle_ulid;
  await page.goto(`/battles/${ulid}`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('battle-start').click();
  await expect(page.getByTestId('battle-page')).toHaveAttribute('data-status', 'started', { timeout: 15_000 });

  const spectator = await browser.newContext({ viewport: PHONE, baseURL: info.project.use.baseURL });
  const watching = await spectator.newPage();
  await watching.goto(`/battles/${ulid}`);
  await acceptCookies(watching);
  await expect(watching.getByTestId('battle-page')).toHaveAttribute('data-status', 'started');
  for (const [who, p] of [
    ['the player', page],
    ['a spectator', watching],
  ] as const) {
    const reel = p.getByTestId('seat-reel').first();
    // The reel's window (its top part, where the item lands) is on screen above the phone's bottom menu.
    await expect
      .poll(async () => {
        const b = await reel.boundingBox();
        const menu = await p.getByTestId('mobile-nav').boundingBox();
        return b !== null && b.y >= 0 && b.y + Math.min(b.height, 120) <= (menu?.y ?? PHONE.height);
      }, { message: `${who}: the reel on the first screen`, timeout: 10_000 })
      .toBe(true);
  }
  await page.screenshot({ path: info.outputPath('battle-running-player-375.png') });
  await watching.screenshot({ path: info.outputPath('battle-running-spectator-375.png') });
  await spectator.close();
});

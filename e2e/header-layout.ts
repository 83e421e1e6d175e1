import type { Page } from '@playwright/test';
import { expect, fromSite } from './fixtures';

/** The widths a desktop header is drawn at, from the narrowest with a menu to the widest. */
export const HEADER_WIDTHS = [1024, 1280, 1440, 1680, 1920];

/** Puts the page's signed-in player into an open battle of two of the site's first case; returns its id. */
export async function joinBattle(page: Page): Promise<string> {
  const cases = (await (await page.request.get('/api/old/cases')).json()) as { data: { sections: { cases: { id: number }[] }[] } };
  const first = cases.data.sections.flatMap((s) => s.cases)[0]!;
  const created = await page.request.post('/api/old/battles', {
    headers: fromSite(page),
    data: { cases: [{ id: first.id, count: 2 }], mode: '1v1', crazy: false, is_private: false },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { data: { battle_ulid: string } }).data.battle_ulid;
}

/** Pauses the page's signed-in player for a day (a time-out). */
export async function pausePlayer(page: Page): Promise<void> {
  const paused = await page.request.post('/api/v1/responsible-play/break', { headers: fromSite(page), data: { kind: 'timeout', length: '24h' } });
  expect(paused.ok(), await paused.text()).toBe(true);
}

/** Opens a route at the narrowest desktop width, from which the checks widen the window step by step. */
export async function visit(page: Page, route: string): Promise<void> {
  await page.setViewportSize({ width: HEADER_WIDTHS[0]!, height: 900 });
  await page.goto(route, { waitUntil: 'networkidle' });
}

/**
 * At every desktop width, the header's menu shows whole items only (an item that does not fit is gone, never cut
 * to a few letters), each shown label is its full text, and the page does not scroll sideways.
 */
export async function expectWholeHeader(page: Page, route: string): Promise<void> {
  for (const width of HEADER_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const layout = await page.evaluate(() => {
      const list = document.querySelector('[data-testid="header"] nav ul');
      if (!list) return null;
      const box = list.getBoundingClientRect();
      const items = [...list.children].map((li) => {
        const r = li.getBoundingClientRect();
        const label = li.querySelector('span');
        return {
          text: li.textContent ?? '',
          shown: r.top < box.bottom && r.width > 0,
          inside: r.left >= box.left - 1 && r.right <= box.right + 1,
          labelCut: label !== null && label.offsetWidth > 0 && label.scrollWidth > label.clientWidth + 1,
        };
      });
      return { items, scroll: document.documentElement.scrollWidth, window: window.innerWidth };
    });
    expect(layout, `${route} at ${width} px: the header's menu`).not.toBeNull();
    const where = `${route} at ${width} px`;
    expect(layout!.scroll, `${where}: sideways scroll`).toBeLessThanOrEqual(layout!.window);
    // Below 1280 px a signed-in header may give the whole menu up to the side menu; from 1280 px on it keeps some.
    if (width >= 1280) expect(layout!.items.filter((i) => i.shown).length, `${where}: the menu shows at least one item`).toBeGreaterThan(0);
    expect(layout!.items.filter((i) => i.shown && (!i.inside || i.labelCut)).map((i) => i.text), `${where}: items cut`).toEqual([]);
  }
}

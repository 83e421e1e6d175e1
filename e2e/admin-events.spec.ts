import { mkdirSync } from 'node:fs';
import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { expect, fromSite, test } from './fixtures';

const SHOTS = process.env.CONSOLE_SHOTS_DIR ?? '/tmp/console-shots';

/** Signs the page in as a fresh player, gives it the content role and enrols the console's second factor. */
async function contentAccount(page: Page): Promise<void> {
  await page.goto('/faq');
  const registered = (await (await page.request.post('/api/v1/auth/registration/quick', { headers: fromSite(page) })).json()) as { data: { access_token: string } };
  await page.request.post('/nitro-api/login', { data: { token: registered.data.access_token }, headers: fromSite(page) });
  expect((await page.request.post('/api/test/admin/grant', { data: { role: 'content' }, headers: fromSite(page) })).status()).toBe(200);
  await page.goto('/admin');
  await page.getByTestId('console-enrol-start').click();
  const secret = (await page.getByTestId('console-secret').textContent())?.trim() ?? '';
  await page.getByTestId('console-code').fill(await generate({ secret }));
  await page.getByTestId('console-code-submit').click();
  await page.getByTestId('console-recovery-done').click();
  await expect(page.getByTestId('console-nav-content')).toBeVisible();
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function publishDraft(page: Page): Promise<void> {
  await page.getByTestId('content-save-draft').click();
  await expect(page.getByTestId('content-draft-state')).toHaveText('Есть неопубликованный черновик');
  await page.getByTestId('content-publish-button').click();
  await expect(page.getByTestId('content-published')).toContainText('Опубликовано');
}

/** Restores the version before this test's publish (history grows by one more version). */
async function rollBack(page: Page): Promise<void> {
  const previous = page.getByTestId('content-versions').locator('tbody tr').nth(1);
  await previous.getByRole('button', { name: 'Вернуть эту версию' }).click();
  await previous.getByRole('textbox').fill('вернуть как было');
  await previous.getByRole('button', { name: 'Вернуть эту версию' }).click();
  await expect(page.getByTestId('content-versions').locator('tbody tr')).toHaveCount(3);
}

test('a content account changes a pass reward and a leaderboard prize, publishes, and players see the new values', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await contentAccount(page);
  const player = await (await browser.newContext()).newPage();

  // The battle pass: level 1 pays 77 coins from the next version on.
  await page.getByTestId('console-nav-content').click();
  await expect(page.getByTestId('console-events')).toContainText('autumn');
  await shoot(page, 'content-events');
  await page.getByTestId('edit-pass-autumn').click();
  await expect(page.getByTestId('pass-form')).toBeVisible();
  await page.getByTestId('level-coins-1').fill('77');
  await page.getByTestId('level-cost-2').fill('0.01');
  await expect(page.getByTestId('content-issues')).toContainText('Порог монет должен расти');
  await expect(page.getByTestId('content-save-draft')).toBeDisabled();
  await page.getByTestId('content-save-draft').scrollIntoViewIfNeeded();
  await shoot(page, 'content-pass-invalid');
  await page.reload();
  await page.getByTestId('level-coins-1').fill('77');
  await publishDraft(page);
  await player.goto('/event');
  const levelOne = player.locator('[data-testid="bp-level"][data-level="1"]');
  // A level's reward is drawn once its card comes near the view.
  await levelOne.scrollIntoViewIfNeeded();
  await expect(levelOne.getByTestId('bp-level-reward')).toContainText('77');

  // The event board: place 1 gets another item.
  await page.getByTestId('console-nav-content').click();
  await page.getByTestId('content-tab-leaderboards').click();
  await page.getByTestId('edit-board-event-autumn').click();
  await expect(page.getByTestId('leaderboard-form')).toBeVisible();
  const current = Number(await page.getByTestId('prize-item-0').inputValue());
  const found = (await (await page.request.get('/api/admin/catalog/items?q=a')).json()) as { data: { id: number; name: string; price: number }[] };
  const other = found.data.find((i) => i.id !== current && i.price > 0)!;
  await page.getByTestId('prize-item-0').fill(String(other.id));
  await publishDraft(page);
  await shoot(page, 'content-leaderboard');
  await player.goto('/top');
  await expect(player.getByTestId('ranking-table').getByText(other.name).first()).toBeVisible();

  // Both go back to what they were, each as a new version.
  await rollBack(page);
  await page.goBack();
  await page.getByTestId('console-nav-content').click();
  await page.getByTestId('edit-pass-autumn').click();
  await rollBack(page);
  await page.getByRole('link', { name: '← К списку' }).click();
  await expect(page.getByTestId('event-preview')).toBeVisible();
  await shoot(page, 'content-event');
  await player.goto('/event');
  await expect(player.getByTestId('battle-pass')).toBeVisible();
  await levelOne.scrollIntoViewIfNeeded();
  await expect(levelOne.getByTestId('bp-level-reward')).toBeVisible();
  await expect(levelOne.getByTestId('bp-level-reward')).not.toContainText('77');
});

import type { Page } from '@playwright/test';
import partners from '../apps/web/src/locales/ru/partners.json' with { type: 'json' };
import admin from '../apps/web/src/locales/ru/admin.json' with { type: 'json' };
import { shoot, staff } from './console-helpers';
import { acceptCookies, depositByCard, expect, fromSite, quickRegister, test } from './fixtures';

const me = async (page: Page) => {
  const { data } = (await (await page.request.get('/api/v1/users/me')).json()) as { data: { user_id: number; finance: { balance: number } } };
  return { user_id: data.user_id, balance: data.finance.balance };
};

/** Stakes 5 opens of a case and has the activity feed count them (the programme accrues from it). */
async function play(page: Page): Promise<void> {
  const opened = await page.request.post('/api/v1/cases/clutch/open', { data: { multi_open: 5 }, headers: fromSite(page) });
  expect(opened.ok(), await opened.text()).toBe(true);
  expect((await page.request.post('/api/test/activity/drain', { headers: fromSite(page) })).ok()).toBe(true);
}

test('a player arrives by a streamer’s link, deposits and plays; the streamer claims, and the console pays the partner through a second account', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  // The console sets the programme in its form: accruals claimable at once, from 1 kopeck.
  const adminPage = await staff(browser, 'admin', errors);
  await adminPage.goto('/admin/partners?tab=settings');
  const settings = adminPage.getByTestId('partner-settings');
  await settings.getByTestId('partner-settings-holdHours').fill('0');
  await settings.getByTestId('partner-settings-minClaim').fill('0,01');
  await settings.getByTestId('partner-settings-reason').fill('проверка программы');
  await settings.getByTestId('partner-settings-submit').click();
  await expect(settings.getByTestId('partner-settings-done')).toHaveText(admin.partners.settings.saved);
  await shoot(adminPage, 'partner-settings', { fits: true });

  // The streamer makes a code on the profile.
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  const streamer = await me(page);
  const code = `Strm${String(streamer.user_id)}`;
  await page.goto('/profile');
  const section = page.getByTestId('partner-section');
  await section.getByTestId('partner-create').locator('input').fill(code);
  await section.getByTestId('partner-create').getByRole('button').click();
  await expect(section.getByTestId('partner-link')).toContainText(`/?ref=${code}`);

  // The player arrives by the link in a browser of their own, signs up (bound), tops up by card and plays.
  const fan = await (await browser.newContext()).newPage();
  fan.on('pageerror', (e) => errors.push(`fan: ${e.message}`));
  await fan.goto(`/?ref=${code}`);
  await acceptCookies(fan);
  await quickRegister(fan);
  await expect.poll(async () => ((await (await fan.request.get('/api/v1/partners/me')).json()) as { data: { bound_to: string | null } }).data.bound_to).toBe(code);
  await depositByCard(fan, 'fan@mail.ru');
  await play(fan);

  // The streamer sees the player and what their play earned, and takes it to the balance.
  await page.reload();
  await expect(section.getByTestId('partner-players')).toBeVisible();
  await expect(section.getByTestId('partner-referred')).toHaveText('1');
  const before = (await me(page)).balance;
  await expect(section.getByTestId('partner-claim')).toBeEnabled();
  await section.getByTestId('partner-claim').click();
  await expect(section.getByText(/^Зачислено /)).toBeVisible();
  expect((await me(page)).balance).toBeGreaterThan(before);
  await shoot(page, 'partner-profile', { fits: true });

  // The console makes the streamer a partner at 20 %; the player's next play earns at that rate.
  await adminPage.goto('/admin/partners');
  const grant = adminPage.getByTestId('partner-grant');
  await grant.getByTestId('partner-grant-userId').fill(String(streamer.user_id));
  await grant.getByTestId('partner-grant-ratePercent').fill('20');
  await grant.getByTestId('partner-grant-reason').fill('договор со стримером');
  await grant.getByTestId('partner-grant-submit').click();
  await expect(grant.getByTestId('partner-grant-done')).toBeVisible();
  await play(fan);
  await expect.poll(async () => ((await (await page.request.get('/api/v1/partners/me')).json()) as { data: { rate_percent: number } }).data.rate_percent).toBe(20);

  // Finance asks for a payout of what the partner may take; the owner, a second account, approves it.
  const finance = await staff(browser, 'finance', errors);
  await finance.goto(`/admin/partners/${String(streamer.user_id)}`);
  await expect(finance.getByTestId('partner-figures')).toBeVisible();
  await expect(finance.getByTestId('partner-chart')).toBeVisible();
  const detail = (await (await finance.request.get(`/api/admin/partners/${String(streamer.user_id)}`, { headers: { 'x-console': '1' } })).json()) as { data: { claimable: number } };
  expect(detail.data.claimable).toBeGreaterThan(0);
  const payout = finance.getByTestId('partner-payout');
  await payout.getByTestId('partner-payout-mode').selectOption('balance');
  await payout.getByTestId('partner-payout-amount').fill(String(detail.data.claimable));
  await payout.getByTestId('partner-payout-reason').fill('выплата стримеру');
  await payout.getByTestId('partner-payout-submit').click();
  await expect(payout.getByTestId('partner-payout-waiting')).toHaveText(admin.partners.payout.waiting);
  await shoot(finance, 'partner-console-page');

  const owner = await staff(browser, 'owner', errors);
  await owner.goto('/admin/approvals');
  const row = owner.locator('[data-testid^="console-approve-"]').first();
  await expect(owner.getByText(/Выплата партнёру/).first()).toBeVisible();
  const balance = (await me(page)).balance;
  await row.click();
  await expect.poll(async () => (await me(page)).balance).toBeCloseTo(balance + detail.data.claimable, 2);
  await finance.reload();
  await expect(finance.getByTestId('partner-figures')).not.toContainText(partners.errorFallback);
  expect(errors).toEqual([]);
});

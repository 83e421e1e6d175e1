import { mkdirSync } from 'node:fs';
import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { acceptCookies, confirmAdult, expect, quickRegister, test } from './fixtures';

const SHOTS = process.env.CONSOLE_SHOTS_DIR ?? '/tmp/console-shots';

/** A fresh player signed in through the API, given a console role, with the second factor enrolled on its screens. */
async function contentAccount(page: Page): Promise<void> {
  await page.goto('/faq');
  const origin = new URL(page.url()).origin;
  const registered = (await (await page.request.post('/api/v1/auth/registration/quick', { headers: { origin } })).json()) as { data: { access_token: string } };
  await page.request.post('/nitro-api/login', { data: { token: registered.data.access_token }, headers: { origin } });
  expect((await page.request.post('/api/test/admin/grant', { data: { role: 'content' }, headers: { origin } })).status()).toBe(200);
  await page.goto('/admin');
  await page.getByTestId('console-enrol-start').click();
  const secret = (await page.getByTestId('console-secret').textContent())?.trim() ?? '';
  await page.getByTestId('console-code').fill(await generate({ secret }));
  await page.getByTestId('console-code-submit').click();
  await page.getByTestId('console-recovery-done').click();
  await expect(page.getByTestId('console-nav-promo')).toBeVisible();
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a content account creates a promo code at the console; a player redeems it and gets the bonus', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  const staff = await (await browser.newContext()).newPage();
  staff.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  staff.on('pageerror', (e) => errors.push(e.message));
  await contentAccount(staff);
  const code = `E2E${Date.now() % 1_000_000}`;

  await staff.getByTestId('console-nav-promo').click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Промокоды');
  await staff.getByTestId('promo-create').click();
  const form = staff.getByTestId('promo-form');
  // The form refuses a short code and a missing amount before anything is sent.
  await form.getByTestId('promo-code').fill('ab');
  await form.getByTestId('promo-type').selectOption('instant');
  await form.getByTestId('promo-save').click();
  await expect(form).toContainText('От 3 до 32 символов');
  await expect(form).toContainText('Сумма больше нуля');

  await form.getByTestId('promo-code').fill(code.toLowerCase());
  await form.getByTestId('promo-sum').fill('150');
  await form.getByTestId('promo-maxUses').fill('10');
  await form.getByTestId('promo-preview-button').click();
  await expect(form.getByTestId('promo-preview')).toContainText('150 ₽ на баланс сразу при активации');
  await shoot(staff, 'promo-form');
  await form.getByTestId('promo-save').click();
  await expect(staff.getByTestId('promo-saved')).toBeVisible();
  await expect(staff.getByTestId('promo-list')).toContainText(code);
  await shoot(staff, 'promo');

  await staff.getByTestId('console-nav-offers').click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Предложения');
  await expect(staff.getByTestId('offer-list').locator('tbody tr').first()).toBeVisible();
  await shoot(staff, 'offers');
  await staff.getByTestId('offer-create').click();
  const offerForm = staff.getByTestId('offer-form');
  await offerForm.getByTestId('offer-slug').fill('night-pack');
  await offerForm.getByTestId('offer-name').fill('Ночной набор');
  await offerForm.getByTestId('offer-title').fill('Ночной набор');
  await offerForm.getByTestId('offer-image').fill('/img/night.png');
  await offerForm.getByTestId('offer-price').fill('199');
  await offerForm.getByTestId('offer-bonusCoins').fill('50');
  await offerForm.getByTestId('offer-kind').selectOption('personal');
  await offerForm.getByTestId('offer-save').click();
  await expect(staff.getByTestId('offer-form')).toContainText('Персональному предложению нужен триггер');
  await shoot(staff, 'offer-form');

  await staff.getByTestId('console-nav-missions').click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Миссии');
  await expect(staff.getByTestId('mission-list').locator('tbody tr')).toHaveCount(6);
  await staff.getByTestId('mission-edit-email').click();
  await shoot(staff, 'missions');

  // The player activates the new code on the top-up page and the sum lands on the balance at once.
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  await page.goto('/refill');
  await confirmAdult(page);
  await page.getByTestId('promo-input').fill(code);
  await page.getByTestId('promo-apply').click();
  await expect(page.getByTestId('user-balance').first()).toContainText('150.00');

  // The console sees the activation counted.
  await staff.getByTestId('console-nav-promo').click();
  await staff.getByTestId('promo-search').fill(code);
  await staff.getByTestId('promo-search').press('Enter');
  await expect(staff.getByTestId('promo-list').locator('tbody tr')).toHaveCount(1);
  await expect(staff.getByTestId('promo-list').locator('tbody tr td').nth(5)).toHaveText('1');
  expect(errors).toEqual([]);
});

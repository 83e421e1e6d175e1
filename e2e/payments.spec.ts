import type { Page } from '@playwright/test';
import { acceptCookies, confirmAdult, expect, quickRegister, test } from './fixtures';

async function signedInAt(page: Page, path: string): Promise<void> {
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  await page.goto(path);
  await confirmAdult(page);
  await expect(page.getByTestId('limit-offer')).toBeVisible();
}

test('a guest on /refill is sent to sign in, and sees the bonus levels', async ({ page }) => {
  await page.goto('/refill');
  await acceptCookies(page);
  await expect(page).toHaveURL(/\/refill\/unauth$/);
  await expect(page.getByTestId('bonus-levels')).toContainText('1000.00 ₽');
  await page.getByTestId('refill-unauth-signin').click();
  await expect(page.getByTestId('signin-modal')).toBeVisible();
});

test('a player tops up by card through the sandbox and sees the balance rise with the bonus', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInAt(page, '/refill');
  await expect(page.getByTestId('payments-test-mode')).toBeVisible();
  await expect(page.getByTestId('method-card')).toBeVisible();
  // Welcome mode is off: the .biz method stays hidden.
  await expect(page.getByTestId('method-card-biz')).toHaveCount(0);

  await page.getByTestId('refill-sum').filter({ hasText: /^1000 ₽$/ }).click();
  await page.getByTestId('refill-pay').click();
  await expect(page.getByTestId('refill-field-email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('refill-field-email').fill('player@mail.ru');
  // 1000 ₽ reaches the 3 % bonus level.
  await expect(page.getByTestId('refill-total')).toHaveText('1030.00 ₽');
  await page.getByTestId('refill-pay').click();

  await expect(page).toHaveURL(/\/cardform\?payment=sbx_/);
  await expect(page.getByTestId('payments-test-mode')).toBeVisible();
  await expect(page.getByTestId('card-amount')).toHaveText('1000.00 RUB');
  await page.getByTestId('card-number').fill('4111 1111 1111 1111');
  await page.getByTestId('card-expiry').fill('12/39');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('card-pay').click();
  await expect(page.getByTestId('card-form')).toContainText('тестовые карты');
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-pay').click();

  await expect(page).toHaveURL(/\/refill\/result\?orderId=/);
  await expect(page.getByTestId('refill-result-success')).toBeVisible();
  await expect(page.getByTestId('refill-result-sum')).toContainText('1000.00');
  await expect(page.getByTestId('refill-result-bonus')).toContainText('30.00');
  await expect(page.getByTestId('user-balance')).toContainText('1030.00');
});

test('a promo code and the hosted checkout: SBP with WELCOME10, then a refused payment', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInAt(page, '/refill');
  await page.getByTestId('method-sbp').click();
  await page.getByTestId('promo-input').fill(' welcome10 ');
  await page.getByTestId('promo-apply').click();
  await expect(page.getByTestId('promo-active')).toContainText('WELCOME10');
  await page.getByTestId('refill-amount').fill('1000');
  await page.getByTestId('refill-field-phone').fill('8 912 345 67 89');
  await page.getByTestId('refill-field-phone').blur();
  await expect(page.getByTestId('refill-field-phone')).toHaveValue('+7 912 345 67 89');
  // 3 % level, 3 % for SBP, 10 % promo.
  await expect(page.getByTestId('refill-total')).toHaveText('1160.00 ₽');
  await page.getByTestId('refill-pay').click();

  await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\/checkout\/sbx_/);
  await expect(page.getByRole('status')).toContainText('Деньги не списываются');
  await page.getByTestId('sandbox-success').click();
  await expect(page.getByTestId('refill-result-success')).toBeVisible();
  await expect(page.getByTestId('refill-result-bonus')).toContainText('160.00');
  await expect(page.getByTestId('user-balance')).toContainText('1160.00');

  await page.goto('/refill');
  await expect(page.getByTestId('promo-active')).toHaveCount(0);
  await page.getByTestId('method-yoomoney').click();
  await page.getByTestId('refill-pay').click();
  await page.getByTestId('sandbox-fail').click();
  await expect(page.getByTestId('refill-result-fail')).toBeVisible();
  await expect(page.getByTestId('user-balance')).toContainText('1160.00');
});

test('a promo link shows the popup; a guest who claims it signs in and gets the instant sum', async ({ page }) => {
  test.setTimeout(90_000);
  // The popup is modal: the cookie bar waits until it is answered.
  await page.goto('/?promo=gift100');
  const popup = page.getByTestId('promo-popup');
  // Not in the first ten seconds after the page loads; a busy machine can take a while more.
  await expect(popup).toBeVisible({ timeout: 25_000 });
  await expect(page.getByTestId('promo-popup-code')).toHaveText('GIFT100');
  await expect(popup).toContainText('100.00 ₽');
  await expect(page).not.toHaveURL(/promo=/);
  await page.getByTestId('promo-popup-claim').click();
  await expect(popup).toHaveCount(0);

  await expect(page.getByTestId('signin-modal')).toBeVisible();
  await page.getByTestId('quick-register').click();
  await expect(page.getByTestId('quick-register-password')).not.toBeEmpty();
  await page.getByTestId('quick-register-done').click();
  await acceptCookies(page);
  await expect(page).toHaveURL(/\/refill$/);
  await expect(page.getByTestId('user-balance')).toContainText('100.00');
});

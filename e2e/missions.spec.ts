import { acceptCookies, expect, quickRegister, test } from './fixtures';

test('Telegram and VK missions say they run in test mode, ask for the account and complete end to end', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  await page.goto('/bonuses');

  const telegram = page.getByTestId('mission-telegram');
  await expect(telegram).toHaveAttribute('data-progress', '0');
  await expect(telegram.getByTestId('mission-telegram-test-mode')).toContainText('Тестовый режим');
  const account = telegram.getByLabel('Ваш аккаунт в Telegram');
  await expect(account).toBeVisible();

  // A malformed account is caught on the page before any check.
  await account.fill('ab');
  await telegram.getByTestId('mission-telegram-check').click();
  await expect(telegram.getByRole('alert')).toContainText('Укажите имя пользователя Telegram');
  await expect(telegram).toHaveAttribute('data-progress', '0');

  await account.fill('@tasty_player');
  await telegram.getByTestId('mission-telegram-check').click();
  await expect(telegram).toHaveAttribute('data-progress', '3');
  await expect(page.getByText('Задание выполнено, награда зачислена')).toBeVisible();

  const vk = page.getByTestId('mission-vk');
  await expect(vk.getByTestId('mission-vk-test-mode')).toContainText('Тестовый режим');
  await vk.getByLabel('Ваша страница ВКонтакте').fill('https://vk.com/id2002');
  await vk.getByTestId('mission-vk-check').click();
  await expect(vk).toHaveAttribute('data-progress', '3');
  await expect(vk).toContainText('Выполнено');
  await expect(page.getByTestId('user-coins')).toContainText('20');
});

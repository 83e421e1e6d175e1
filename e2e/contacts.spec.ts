import { acceptCookies, expect, test } from './fixtures';

test('without a support address the contacts page offers a form that stores the message, and never points to itself', async ({ page }) => {
  await page.goto('/contacts');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
  await expect(page.getByText('Напишите нам через форму ниже')).toBeVisible();
  await expect(page.getByText('Напишите через форму на этой странице и укажите в сообщении:')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('/contacts');

  const form = page.getByTestId('contact-form');
  await form.getByLabel('Почта для ответа').fill('guest-at-example');
  await form.getByLabel('Сообщение').fill('коротко');
  await form.getByTestId('contact-submit').click();
  await expect(form.getByText('Укажите почту в формате name@example.com')).toBeVisible();
  await expect(form.getByText('Сообщение — от 10 до 2000 символов')).toBeVisible();

  await form.getByLabel('Почта для ответа').fill(`guest-${Date.now()}@example.com`);
  await form.getByLabel('Сообщение').fill('Не пришёл предмет после вывода, профиль 12345.');
  await form.getByTestId('contact-submit').click();
  await expect(form.getByTestId('contact-sent')).toHaveText('Сообщение отправлено. Мы ответим на указанную почту в течение 24 часов.');
  await expect(form.getByLabel('Сообщение')).toHaveValue('');
});

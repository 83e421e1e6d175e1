import type { Locator, Page } from '@playwright/test';
import { shoot, signIn, staff } from './console-helpers';
import { expect, test } from './fixtures';

const CANNED_TITLE = 'Предмет в пути';
const CANNED_TEXT = 'Здравствуйте! Предмет уже отправлен, он придёт в течение часа.';
/** A 1 × 1 PNG: the smallest picture the chat takes. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Opens the chat from the launcher and writes one message. */
async function write(page: Page, text: string): Promise<void> {
  await page.getByTestId('support-input').fill(text);
  await page.getByTestId('support-send').click();
  await expect(page.getByTestId('support-message-player').filter({ hasText: text })).toBeVisible();
}

test('live support: a player writes, support answers from the inbox with a canned answer, the player sees it live', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];

  // An admin adds a canned answer and opens support round the clock (no automatic reply gets in the way).
  const admin = await staff(browser, 'admin', errors);
  await admin.goto('/admin/support?tab=settings');
  const newCanned = admin.getByTestId('support-canned-new');
  await newCanned.getByTestId('support-canned-title').fill(CANNED_TITLE);
  await newCanned.getByTestId('support-canned-text').fill(CANNED_TEXT);
  await newCanned.getByTestId('support-canned-save').click();
  await expect(admin.getByTestId('support-canned')).toContainText(CANNED_TEXT);
  const hours = admin.getByTestId('support-hours');
  for (const day of ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье']) {
    await hours.getByRole('checkbox', { name: day }).check();
    await hours.getByRole('textbox', { name: `${day}, с` }).fill('00:00');
    await hours.getByRole('textbox', { name: `${day}, до` }).fill('24:00');
  }
  await hours.getByRole('button', { name: 'Сохранить часы' }).click();
  await expect(admin.getByTestId('support-hours-now')).toContainText('Сейчас: на связи');
  await shoot(admin, 'settings');

  // A player opens the chat from a page and writes: the contracts page, where the site's popups never open by
  // themselves (closing one with Escape, the suite's usual way, would close the chat too).
  await signIn(page);
  await page.goto('/contracts');
  await page.getByTestId('support-launcher').click();
  await expect(page.getByTestId('support-panel')).toBeVisible();
  await write(page, 'Не пришёл предмет после вывода');
  await write(page, 'Заявка висит уже два часа');
  await expect(page.getByTestId('support-message-system')).toHaveCount(0);

  // Support sees the chat in the inbox with two unread messages.
  const support = await staff(browser, 'support', errors);
  await support.goto('/admin/support');
  const firstSeen = support.getByTestId('support-chats').getByRole('button').filter({ hasText: 'Заявка висит уже два часа' });
  await expect(firstSeen.getByTestId('support-chat-unread')).toHaveText('2');
  // The row by its conversation from now on: its preview changes with every message.
  const row = support.getByTestId((await firstSeen.getAttribute('data-testid')) ?? '');
  await expect(support.getByTestId('support-chats-waiting')).toContainText('1 чат ждёт ответа');
  await expect(support.getByTestId('support-tab-waiting')).toHaveText('1');
  await shoot(support, 'inbox');

  // Opening it shows the history and reads it; the answer starts from the canned one.
  await row.click();
  const view = support.getByTestId('support-chat-view');
  await expect(view.getByTestId('support-chat-message-player')).toHaveCount(2);
  await expect(row.getByTestId('support-chat-unread')).toHaveCount(0);
  await expect(support.getByTestId('support-tab-waiting')).toHaveCount(0);
  await view.getByTestId('support-canned-pick').selectOption({ label: CANNED_TITLE });
  await expect(view.getByTestId('support-reply-text')).toHaveValue(CANNED_TEXT);
  await view.getByTestId('support-reply-send').click();
  await expect(view.getByTestId('support-chat-message-operator').filter({ hasText: CANNED_TEXT })).toBeVisible();
  await expect(view.getByTestId('support-reply-text')).toHaveValue('');

  // The player's open panel shows the answer without a reload, and support sees it read.
  await expect(page.getByTestId('support-message-operator').filter({ hasText: CANNED_TEXT })).toBeVisible();
  await expect(view.getByTestId('support-chat-message-operator').filter({ hasText: CANNED_TEXT })).toContainText('прочитано игроком');

  // The player's new message reaches the open conversation live.
  await write(page, 'Спасибо, подожду');
  await expect(view.getByTestId('support-chat-message-player').filter({ hasText: 'Спасибо, подожду' })).toBeVisible();

  // A screenshot of the trade: the player attaches a picture, both sides see it drawn.
  await page.getByTestId('support-file').setInputFiles({ name: 'trade.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
  const drawn = (picture: Locator) => expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await drawn(page.getByTestId('support-message-player').locator('img').last());
  await drawn(view.getByTestId('support-chat-message-player').locator('img').last());

  // With the panel closed, a typed answer lights the launcher's badge.
  await page.getByTestId('support-close').click();
  await expect(page.getByTestId('support-panel')).toHaveCount(0);
  await view.getByTestId('support-reply-text').fill('Если не придёт — напишите, проверим вручную.');
  await view.getByTestId('support-reply-send').click();
  await expect(page.getByTestId('support-unread')).toHaveText('1');
  await shoot(support, 'conversation');

  // A guest starts a chat with an e-mail; it appears in the open inbox by itself.
  const guest = await (await browser.newContext()).newPage();
  guest.on('console', (m) => {
    if (m.type() === 'error') errors.push(`guest: ${m.text()}`);
  });
  await guest.goto('/contracts');
  await guest.getByTestId('support-launcher').click();
  await guest.getByTestId('support-email').fill('guest-chat@example.com');
  await guest.getByTestId('support-start').click();
  await write(guest, 'Не могу войти в аккаунт');
  const guestRow = support.getByTestId('support-chats').getByRole('button').filter({ hasText: 'guest-chat@example.com' });
  await expect(guestRow).toContainText('Гость');
  await expect(guestRow.getByTestId('support-chat-unread')).toHaveText('1');

  // Support closes the player's chat: it leaves the open list and shows among the closed ones.
  await view.getByTestId('support-chat-close').click();
  await expect(view.getByTestId('support-chat-reopen')).toBeVisible();
  await expect(row).toHaveCount(0);
  await support.getByRole('tab', { name: 'Закрытые' }).click();
  await expect(row).toContainText('Закрыт');

  expect(errors).toEqual([]);
});

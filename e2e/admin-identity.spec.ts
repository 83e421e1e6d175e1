import profile from '../apps/web/src/locales/ru/profile.json' with { type: 'json' };
import identity from '../apps/web/src/locales/ru/admin-identity.json' with { type: 'json' };
import { generate } from 'otplib';
import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { grant, shoot, signIn, staff } from './console-helpers';
import { acceptCookies, expect, quickRegister, test } from './fixtures';


/** A compliance account: its console has no dashboard, it opens on the identity queue. */
async function complianceStaff(browser: Browser, errors: string[]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`compliance: ${m.text()}`);
  });
  await signIn(page);
  await grant(page, 'compliance');
  await page.goto('/admin');
  await page.getByTestId('console-enrol-start').click();
  const secret = (await page.getByTestId('console-secret').textContent())?.trim() ?? '';
  await page.getByTestId('console-code').fill(await generate({ secret }));
  await page.getByTestId('console-code-submit').click();
  await page.getByTestId('console-recovery-done').click();
  await expect(page.getByTestId('console-nav-identity')).toBeVisible();
  return page;
}

test('support asks a player for an identity check, the player uploads the two files, compliance approves it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  // A real small JPEG: the server tells the type by its content, the console shows it.
  const JPEG = await sharp({ create: { width: 160, height: 100, channels: 3, background: '#4a6fa5' } }).jpeg().toBuffer();
  await page.goto('/');
  await acceptCookies(page);
  await quickRegister(page);
  const me = (await (await page.request.get('/api/v1/users/me')).json()) as { data: { user_id: number } };
  await page.goto('/profile');
  await expect(page.getByTestId('identity')).toContainText(profile.identity.none);
  await expect(page.getByTestId('identity')).toContainText('Возраст 18+ подтверждён');

  const errors: string[] = [];
  const support = await staff(browser, 'support', errors);
  await support.goto(`/admin/players/${me.data.user_id}`);
  await support.getByTestId('console-identity-request').click();
  await support.getByTestId('console-identity-request-reason').fill('крупный вывод');
  await support.getByTestId('console-identity-request-confirm').click();
  await expect(support.getByTestId('console-identity-history')).toContainText(identity.status.requested);

  await page.reload();
  await expect(page.getByTestId('identity-upload')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('identity-file-document').setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(page.getByTestId('identity-upload')).toContainText('1 из 2');
  await page.getByTestId('identity-file-selfie').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('identity-error-selfie')).toHaveText(profile.identity.errors.type);
  await shoot(page, 'identity-upload', { fits: true });
  await page.getByTestId('identity-file-selfie').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(page.getByTestId('identity-status')).toHaveText(profile.identity.status.submitted);

  const compliance = await complianceStaff(browser, errors);
  await compliance.goto('/admin/identity');
  const card = compliance.getByTestId('console-identity-check').first();
  await expect(card).toBeVisible();
  await expect(card.locator('img').first()).toHaveJSProperty('naturalWidth', 160);
  await shoot(compliance, 'identity-queue');
  await card.getByTestId('console-identity-note').fill('Документы в порядке');
  await card.getByTestId('console-identity-approve').click();
  await expect(compliance.getByTestId('console-identity-check')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('identity-status')).toHaveText(profile.identity.status.approved);
  await expect(page.getByTestId('identity-note')).toContainText('Документы в порядке');
  await shoot(page, 'identity-approved', { fits: true });
  expect(errors).toEqual([]);
});

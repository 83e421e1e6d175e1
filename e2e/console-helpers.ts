import { mkdirSync } from 'node:fs';
import { generate } from 'otplib';
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';

export const SHOTS = process.env.CONSOLE_SHOTS_DIR ?? '/tmp/console-shots';

/** Signs the page's context in as a fresh player through the API (quick registration, then the cookie exchange). */
export async function signIn(page: Page): Promise<{ userId: number; login: string }> {
  await page.goto('/faq');
  const origin = new URL(page.url()).origin;
  const registered = (await (await page.request.post('/api/v1/auth/registration/quick', { headers: { origin } })).json()) as { data: { access_token: string; login: string } };
  await page.request.post('/nitro-api/login', { data: { token: registered.data.access_token }, headers: { origin } });
  const me = (await (await page.request.get('/api/v1/users/me')).json()) as { data: { user_id: number } };
  return { userId: me.data.user_id, login: registered.data.login };
}

export async function grant(page: Page, role: string): Promise<void> {
  const res = await page.request.post('/api/test/admin/grant', { data: { role }, headers: { origin: new URL(page.url()).origin } });
  expect(res.status()).toBe(200);
}

/** Opens the console and enrols the second factor through its screens, with the code computed from the shown secret. */
export async function enrol(page: Page): Promise<string> {
  await page.goto('/admin');
  await page.getByTestId('console-enrol-start').click();
  const secret = (await page.getByTestId('console-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByTestId('console-code').fill(await generate({ secret }));
  await page.getByTestId('console-code-submit').click();
  await expect(page.getByTestId('console-recovery-codes').locator('span')).toHaveCount(8);
  await page.getByTestId('console-recovery-done').click();
  await expect(page.getByTestId('console-nav-dashboard')).toBeVisible();
  return secret;
}

/** A console account of `role` in a browser context of its own; its console errors fail the test too. */
export async function staff(browser: Browser, role: string, errors: string[]): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${role}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${role}: ${e.message}`));
  await signIn(page);
  await grant(page, role);
  await enrol(page);
  return page;
}

export async function shoot(page: Page, name: string, options: { fits?: boolean } = {}): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 800 });
    // A page the player reads must not scroll sideways at either width.
    if (options.fits) expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name} at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}


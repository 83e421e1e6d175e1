import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { enrol, grant, signIn } from './console-helpers';
import { acceptCookies, confirmAdult, dismissPromotions, expect, payByCard, test } from './fixtures';

const SHOTS = process.env.EXPERIMENT_SHOTS_DIR ?? '/tmp/shots/experiments';
const EXPERIMENT = 'change-min-sum';
const CONTROL = 'control';
const RAISED = 'min-500';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 800 });
    // A click in a wide table scrolls it sideways: each shot starts at its left edge.
    await page.evaluate(() => document.querySelectorAll('table').forEach((table) => table.parentElement?.scrollTo({ left: 0 })));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The Wilson 95 % interval, as the results page prints it: "50,0% (9,5–90,5%)". */
function intervalText(successes: number, trials: number): string {
  if (trials === 0) return '—';
  const z = 1.959963984540054;
  const p = successes / trials;
  const denominator = 1 + (z * z) / trials;
  const centre = (p + (z * z) / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials))) / denominator;
  const shown = (share: number) => (share * 100).toLocaleString('ru-RU', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return `${shown(p)}% (${shown(Math.max(0, centre - half))}–${shown(Math.min(1, centre + half))}%)`;
}

/**
 * A fresh browser of its own whose console errors fail the test, except the browser's own note of a refusal the
 * test expects (`expected` names the refused call's path).
 */
async function visitor(browser: Browser, errors: string[], name: string, expected?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('console', (m) => {
    const refusal = expected !== undefined && m.text().includes('status of 400') && new URL(m.location().url, 'http://x').pathname === expected;
    if (m.type() === 'error' && !refusal) errors.push(`${name}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
  await dismissPromotions(page);
  return page;
}

/** The visitor's variant of the experiment, as the site's call answers it. */
async function variantOf(page: Page): Promise<string | undefined> {
  const body = (await (await page.request.get('/api/sdk/v2/vardata')).json()) as { data: { variants: Record<string, { key: string }> } };
  return body.data.variants[EXPERIMENT]?.key;
}

/**
 * A guest opens the top-up page: the site sends them to sign in and, under the raised variant, names the smallest
 * sum there. Their variant is reported as shown and stays the same after a reload.
 */
async function guestVisits(page: Page): Promise<string> {
  const exposed = page.waitForResponse((r) => r.url().endsWith('/api/sdk/v2/exposures') && r.request().method() === 'POST' && r.ok());
  await page.goto('/refill');
  await acceptCookies(page);
  await expect(page).toHaveURL(/\/refill\/unauth$/);
  await exposed;
  const variant = await variantOf(page);
  expect([CONTROL, RAISED]).toContain(variant);
  const minSum = page.getByTestId('refill-min-sum');
  if (variant === RAISED) await expect(minSum).toHaveText('Пополнение — от 500.00 ₽.');
  else await expect(page.getByTestId('refill-unauth-signin')).toBeVisible();
  await page.reload();
  expect(await variantOf(page)).toBe(variant);
  if (variant === RAISED) await expect(minSum).toHaveText('Пополнение — от 500.00 ₽.');
  else await expect(minSum).toHaveCount(0);
  return variant!;
}

/** The guest signs up (the quick registration) on the same device and keeps their variant; the form's smallest sum follows it. */
async function registers(page: Page, variant: string): Promise<void> {
  await signIn(page);
  expect(await variantOf(page)).toBe(variant);
  await page.goto('/refill');
  await confirmAdult(page);
  await expect(page.getByTestId('refill-form')).toBeVisible();
  const limits = page.getByTestId('refill-form').getByText(/^от \d/);
  if (variant === RAISED) await expect(limits).toHaveText(/^от 500(\.00)? /);
  else await expect(limits).not.toHaveText(/^от 500(\.00)? /);
}

test('an operator runs the change-min-sum A/B test: players get a stable variant, see its minimum, and the results count them', async ({ browser }) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  // The owner's browser: a save the server refuses (a second experiment of the live key) is expected once.
  const page = await visitor(browser, errors, 'owner', '/api/admin/experiments');

  // The owner opens the console: no experiments and no flags yet.
  await signIn(page);
  await grant(page, 'owner');
  await enrol(page);
  await page.getByTestId('console-nav-experiments').click();
  await expect(page.getByText('Экспериментов пока нет')).toBeVisible();
  await shoot(page, 'list-empty');

  // A flag for guests and players, fully rolled out.
  await page.getByTestId('flag-create').click();
  await page.getByTestId('flag-key').fill('refill-hints');
  await page.getByTestId('flag-description').fill('Подсказки на форме пополнения');
  await page.getByTestId('flag-enabled').check();
  await page.getByTestId('flag-save').click();
  await expect(page.getByTestId('experiments-saved')).toContainText('Флаг');
  await expect(page.getByTestId('flag-list')).toContainText('refill-hints');
  await expect(page.getByTestId('flag-list')).toContainText('Включён');

  // The experiment: a control without a value and a variant raising the minimum to 500 ₽, all of the traffic,
  // guests and players registered within 30 days. A wrong value is refused in Russian first.
  await page.getByTestId('experiment-create').click();
  await page.getByTestId('experiment-key').fill(EXPERIMENT);
  await page.getByTestId('experiment-description').fill('Минимальная сумма пополнения 500 ₽');
  await page.getByTestId('experiment-variant-0-key').fill(CONTROL);
  await page.getByTestId('experiment-variant-1-key').fill(RAISED);
  await page.getByTestId('experiment-variant-1-payload').fill('{min_sum: 500}');
  await page.getByTestId('experiment-newWithinDays').fill('30');
  await page.getByTestId('experiment-save').click();
  await expect(page.getByTestId('experiment-form')).toContainText('Не JSON: проверьте кавычки и скобки');
  await page.getByTestId('experiment-variant-1-payload').fill('{"min_sum": 500}');
  await shoot(page, 'form');
  await page.getByTestId('experiment-save').click();
  await expect(page.getByTestId('experiments-saved')).toContainText('Эксперимент');
  const row = page.getByTestId('experiment-list').getByRole('row').filter({ hasText: EXPERIMENT });
  await expect(row).toContainText('Черновик');
  await expect(row).toContainText(`${CONTROL} (1), ${RAISED} (1)`);
  await expect(row).toContainText('100%');

  // Started with a reason for the log.
  await page.getByTestId(`experiment-start-${EXPERIMENT}`).click();
  await page.getByTestId(`experiment-start-${EXPERIMENT}-reason`).fill('Проверяем порог 500 ₽');
  await page.getByTestId(`experiment-start-${EXPERIMENT}-confirm`).click();
  await expect(row).toContainText('Идёт');
  await shoot(page, 'list');

  // A second experiment of the live key is refused, in Russian, on the key's field.
  await page.getByTestId('experiment-create').click();
  await page.getByTestId('experiment-key').fill(EXPERIMENT);
  await page.getByTestId('experiment-save').click();
  await expect(page.getByTestId('experiment-form')).toContainText('Такой ключ уже есть у черновика или идущего эксперимента');
  await expect(page.getByTestId('experiment-key')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('experiment-form').getByRole('button', { name: 'Отмена' }).click();
  await expect(page.getByTestId('experiment-form')).toHaveCount(0);

  // Three visitors: one signs up and pays, one signs up, one only looks.
  const payer = await visitor(browser, errors, 'payer');
  const payerVariant = await guestVisits(payer);
  const flags = (await (await payer.request.get('/api/sdk/v2/flags')).json()) as { data: { flags: Record<string, boolean> } };
  expect(flags.data.flags['refill-hints']).toBe(true);
  await registers(payer, payerVariant);
  await payByCard(payer, 'ab-test@mail.ru');

  const signedUp = await visitor(browser, errors, 'registered');
  const signedUpVariant = await guestVisits(signedUp);
  await registers(signedUp, signedUpVariant);

  const looker = await visitor(browser, errors, 'guest');
  const lookerVariant = await guestVisits(looker);

  // The results: each variant's exposures and conversions, with the Wilson interval of each rate.
  const expected = (variant: string) => {
    const exposures = [payerVariant, signedUpVariant, lookerVariant].filter((v) => v === variant).length;
    const registration = [payerVariant, signedUpVariant].filter((v) => v === variant).length;
    const deposit = payerVariant === variant ? 1 : 0;
    return { exposures, registration, first_deposit: deposit, open: 0 };
  };
  await row.getByTestId(`experiment-results-${EXPERIMENT}`).click();
  await expect(page.getByTestId('experiment-title')).toContainText(EXPERIMENT);
  await expect(page.getByTestId('experiment-title')).toContainText('Идёт');
  for (const variant of [CONTROL, RAISED]) {
    const counts = expected(variant);
    for (const goal of ['registration', 'first_deposit', 'open'] as const) {
      const cells = page.getByTestId(`experiment-row-${goal}-${variant}`);
      await expect(cells.getByTestId('exposures')).toHaveText(String(counts.exposures));
      await expect(cells.getByTestId('conversions')).toHaveText(String(counts[goal]));
      await expect(cells.getByTestId('rate')).toHaveText(intervalText(counts[goal], counts.exposures));
    }
  }
  // The difference to the control is in percentage points once both sides have been shown.
  const raisedDeposit = page.getByTestId(`experiment-row-first_deposit-${RAISED}`).getByTestId('difference');
  if (expected(CONTROL).exposures > 0 && expected(RAISED).exposures > 0) await expect(raisedDeposit).toContainText('п. п.');
  else await expect(raisedDeposit).toHaveText('—');
  await shoot(page, 'results');

  // The list counts the three exposures.
  await page.getByTestId('experiments-back').click();
  await expect(row.getByRole('cell').nth(5)).toHaveText('3');

  // Stopped: visitors are out of it (and the rest of the suite sees the usual minimum again).
  await page.getByTestId(`experiment-stop-${EXPERIMENT}`).click();
  await page.getByTestId(`experiment-stop-${EXPERIMENT}-confirm`).click();
  await expect(row).toContainText('Остановлен');
  expect(await variantOf(looker)).toBeUndefined();
  expect(errors).toEqual([]);
});

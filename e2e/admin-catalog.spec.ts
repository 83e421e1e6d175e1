import { shoot, signIn, staff } from './console-helpers';
import { expect, fromSite, test } from './fixtures';

const SLUG = 'e2e-ninety';

test('the owner builds a case at 90 % RTP, publishes it, a player opens it and the opening names the version', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  const owner = await staff(browser, 'owner', errors);

  // A new case in the first section, from the catalog's cases tab.
  await owner.goto('/admin/catalog');
  const form = owner.getByTestId('catalog-new-case');
  await form.getByLabel('Адрес (slug)').fill(SLUG);
  await form.getByLabel('Название').fill('Девяносто процентов');
  await form.getByLabel('Раздел').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Создать' }).click();
  await form.getByRole('link', { name: 'Открыть' }).click();
  await expect(owner).toHaveURL(/\/admin\/catalog\/\d+$/);
  const caseId = Number(/(\d+)$/.exec(owner.url())![1]);
  await expect(owner.getByTestId('case-live-version')).toHaveText('Таблица ещё не опубликована');

  // Two of the cheapest items, 80 % and 20 %: the sum, the return and the volatility follow each keystroke.
  const add = owner.getByTestId('drop-item-add');
  await expect(add.locator('option')).not.toHaveCount(1);
  await add.selectOption({ index: 1 });
  await add.selectOption({ index: 2 });
  const chances = owner.locator('[data-testid^="drop-chance-"]');
  await expect(chances).toHaveCount(2);
  await chances.nth(0).fill('80');
  const stats = owner.getByTestId('drop-table-stats');
  await expect(stats).toContainText('Сумма шансов: 80.000 %');
  await expect(stats).toContainText('Шансы должны давать ровно 100 %');
  await chances.nth(1).fill('20');
  await expect(stats).toContainText('Сумма шансов: 100.000 %');
  await expect(owner.locator('[data-testid^="drop-tickets-"]').nth(0)).toHaveText('80000');
  await expect(owner.getByTestId('drop-table-volatility')).toHaveText(/^Волатильность по таблице: (низкая|средняя|высокая|экстремальная)$/);

  // Too cheap a case returns more than the ceiling: publishing is refused with the reason.
  await owner.getByTestId('publish-price').fill('0.01');
  await expect(owner.getByText('RTP выше потолка — публикация невозможна')).toBeVisible();
  await expect(owner.getByTestId('publish-case')).toBeDisabled();

  // The price for a 90 % return, taken with one click.
  await owner.getByTestId('target-rtp').fill('90');
  await expect(owner.getByTestId('drop-table-price-for-target')).toContainText('Цена для целевого RTP');
  await owner.getByTestId('use-target-price').click();
  const rtp = Number(/RTP: ([\d.]+) %/.exec((await owner.getByTestId('drop-table-rtp').textContent()) ?? '')![1]);
  // Whole kopecks: the price is rounded up, so the return lands at 90 % or just under it.
  expect(rtp).toBeGreaterThan(89);
  expect(rtp).toBeLessThanOrEqual(90);
  await shoot(owner, 'catalog-editor');

  const published = owner.waitForResponse((r) => r.url().endsWith(`/api/admin/catalog/cases/${caseId}/publish`));
  await owner.getByTestId('publish-case').click();
  const response = await published;
  expect(response.ok()).toBe(true);
  const { version, rtp: publishedRtp } = ((await response.json()) as { data: { version: number; rtp: number } }).data;
  expect(publishedRtp * 100).toBeCloseTo(rtp, 1);
  await expect(owner.getByTestId('case-live-version')).toHaveText(`Действующая версия: ${version}`);
  // The volatility the builder measured is the one the case's page will show: one source, the published table.
  const measured = /: (\S+)$/.exec((await owner.getByTestId('drop-table-volatility').textContent()) ?? '')![1]!;
  await expect(owner.getByTestId('drop-table-volatility-live')).toHaveCount(0);

  // The player sees the case on the main page and opens it.
  await signIn(page);
  expect((await page.request.post('/api/test/credit', { data: { amount: 500 }, headers: fromSite(page) })).ok()).toBe(true);
  await page.goto('/');
  await expect(page.getByTestId('case-section').locator(`[data-case="${SLUG}"]`)).toBeVisible({ timeout: 20_000 });
  await page.goto(`/open/${SLUG}`);
  await expect(page.getByTestId('case-open')).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByTestId('case-volatility')).toHaveText(new RegExp(`^${measured}$`, 'i'));
  const opening = page.waitForResponse((r) => r.url().endsWith(`/api/v1/cases/${SLUG}/open`) && r.request().method() === 'POST');
  await page.getByTestId('case-open').click();
  const opened = await opening;
  expect(opened.ok()).toBe(true);
  const openingId = ((await opened.json()) as { data: { drops: { opening_id: number }[] } }).data.drops[0]!.opening_id;
  // When the reels stop the page reads the case again: let it, before the console hides the case below.
  const reread = page.waitForResponse((r) => r.url().endsWith(`/api/v1/cases/${SLUG}`) && r.request().method() === 'GET');
  await expect(page.getByTestId('result-item-name')).toBeVisible({ timeout: 30_000 });
  expect((await reread).ok()).toBe(true);

  // The console's opening check recomputes it against the version it names.
  await owner.goto('/admin/monitor');
  await owner.getByTestId('opening-check-id').fill(String(openingId));
  await owner.getByTestId('opening-check-submit').click();
  await expect(owner.getByTestId('opening-check-result')).toHaveText(new RegExp(`^Версия каталога ${version}: билет \\d+ — совпадает, предмет — совпадает$`));

  // Hidden from the console, the case leaves the main page and cannot be opened.
  await owner.goto('/admin/catalog');
  await owner.getByTestId(`case-visibility-${caseId}`).click();
  await expect(owner.getByTestId('catalog-cases').getByRole('row').filter({ hasText: SLUG })).toContainText('Показать');
  await page.goto('/');
  // The live feed still names the case (it was opened); the showcase no longer holds it.
  await expect(page.getByTestId('case-section').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('case-section').locator(`[data-case="${SLUG}"]`)).toHaveCount(0);
  const refused = await page.request.post(`/api/v1/cases/${SLUG}/open`, { data: {}, headers: fromSite(page) });
  expect(((await refused.json()) as { code: string }).code).toBe('caseNotFound');

  // The audit log holds the creation, the publish and the hiding.
  await owner.goto(`/admin/audit?target=case:${caseId}`);
  await expect(owner.getByTestId('console-audit').getByRole('row')).toHaveCount(4);
  expect(errors).toEqual([]);
});

test('the owner orders and renames sections and orders cases from the keyboard', async ({ browser }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  const owner = await staff(browser, 'owner', errors);

  await owner.goto('/admin/catalog?tab=sections');
  const sections = owner.getByTestId('catalog-sections');
  await expect(sections.getByRole('row')).not.toHaveCount(0);
  const form = owner.getByTestId('catalog-new-section');
  await form.getByLabel('Адрес (slug)').fill('e2e-section');
  await form.getByLabel('Название').fill('Раздел для проверки');
  await form.getByRole('button', { name: 'Создать' }).click();
  const row = sections.getByRole('row').filter({ hasText: 'e2e-section' });
  await expect(row).toContainText('Раздел для проверки');
  await row.getByRole('button', { name: 'Переименовать' }).click();
  await row.getByLabel('Название').fill('Переименованный раздел');
  await row.getByRole('button', { name: 'Сохранить' }).click();
  await expect(row).toContainText('Переименованный раздел');

  // The new section is last; the keyboard moves it up one place and the focus stays on the button.
  const rows = sections.locator('tbody tr');
  const count = await rows.count();
  await expect(rows.nth(count - 1)).toContainText('e2e-section');
  await row.getByRole('button', { name: 'Поднять выше: Переименованный раздел' }).focus();
  await owner.keyboard.press('Enter');
  await expect(rows.nth(count - 2)).toContainText('e2e-section');
  await expect(row.getByRole('button', { name: 'Поднять выше: Переименованный раздел' })).toBeFocused();
  await shoot(owner, 'catalog-sections');

  // Cases: the second one moves to the top.
  await owner.goto('/admin/catalog');
  const cases = owner.getByTestId('catalog-cases').locator('tbody tr');
  const second = (await cases.nth(1).locator('td').nth(1).textContent())!.trim();
  await cases.nth(1).getByRole('button', { name: /^Поднять выше:/ }).click();
  await expect(cases.nth(0).locator('td').nth(1)).toHaveText(second);
  await shoot(owner, 'catalog-cases');

  await owner.goto('/admin/catalog?tab=items');
  await expect(owner.getByTestId('catalog-items').locator('tbody tr').first()).toBeVisible();
  await shoot(owner, 'catalog-items');

  // No price feed is configured here: the prices tab says the catalog keeps its own prices, above the import.
  await owner.goto('/admin/catalog?tab=prices');
  await expect(owner.getByTestId('market-prices-demo')).toContainText('Источники цен не подключены');
  await expect(owner.getByTestId('catalog-prices')).toBeVisible();
  expect(errors).toEqual([]);
});

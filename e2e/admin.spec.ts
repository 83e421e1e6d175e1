import { enrol, grant, shoot, signIn, staff } from './console-helpers';
import { expect, test } from './fixtures';

test('the console: owner enrols, support asks for a large adjustment, finance approves, a stuck withdrawal is retried', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];

  // A player with a withdrawal stuck in the queue (its send job gave up while the bot was away).
  const playerPage = await (await browser.newContext()).newPage();
  const player = await signIn(playerPage);
  const stuck = (await (await playerPage.request.post('/api/test/withdrawals/stuck', { headers: { origin: new URL(playerPage.url()).origin } })).json()) as { data: { withdrawal_id: number } };
  const withdrawalId = stuck.data.withdrawal_id;

  // The owner is granted the role and enrols the second factor.
  await signIn(page);
  await grant(page, 'owner');
  await enrol(page);
  await expect(page.getByTestId('console-stale-alert')).toContainText('ждёт дольше');
  await shoot(page, 'dashboard');

  // Support asks for 15 000 ₽ (above the 10 000 ₽ threshold) with a reason.
  const support = await staff(browser, 'support', errors);
  await support.goto(`/admin/players?q=${player.userId}`);
  await support.getByTestId('console-players').getByRole('link', { name: String(player.userId), exact: true }).click();
  await expect(support.getByTestId('console-profile-id')).toHaveText(String(player.userId));
  await support.getByTestId('console-adjust-amount').fill('15000');
  await support.getByTestId('console-adjust-reason').fill('Возврат по обращению в поддержку');
  await support.getByTestId('console-adjust-submit').click();
  await expect(support.getByTestId('console-adjust-result')).toContainText('ждёт подтверждения');
  await expect(support.getByTestId('console-profile-balance')).toHaveText('0.00');

  // Finance, a second account, approves it.
  const finance = await staff(browser, 'finance', errors);
  await finance.goto('/admin/approvals');
  const row = finance.getByTestId('console-approvals').getByRole('row').filter({ hasText: 'Возврат по обращению' });
  await row.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(finance.getByTestId('console-approvals')).not.toContainText('Возврат по обращению');

  // The ledger shows the credit, the audit log both steps.
  await page.goto(`/admin/players/${player.userId}`);
  await expect(page.getByTestId('console-profile-balance')).toHaveText('15 000.00');
  // Reasons and currencies in words, the change in roubles with its sign.
  const ledgerRow = page.getByTestId('console-history').getByRole('row').filter({ hasText: 'Изменение сотрудником' });
  await expect(ledgerRow).toContainText('Рубли');
  await expect(ledgerRow).toContainText('+15 000.00 ₽');
  await expect(page.getByTestId('console-history')).not.toContainText('admin_adjustment');
  await shoot(page, 'player');
  await page.goto(`/admin/audit?target=user:${player.userId}`);
  const audit = page.getByTestId('console-audit');
  await expect(audit.getByRole('row').filter({ hasText: 'Заявка подтверждена' })).toContainText('Финансы');
  await expect(audit.getByRole('row').filter({ hasText: 'Заявка на изменение баланса' })).toContainText('Возврат по обращению в поддержку');
  // The change as fields, the amount in roubles: no JSON, no kopecks.
  const approved = audit.getByRole('row').filter({ hasText: 'Заявка подтверждена' });
  await expect(approved.getByTestId('audit-change-delta')).toContainText('+15 000.00 ₽');
  await expect(approved.getByTestId('audit-change-status')).toContainText('Ждёт решения');
  await expect(approved.getByTestId('audit-change-status')).toContainText('Подтверждена');
  await expect(audit).not.toContainText('1500000');
  await expect(audit).not.toContainText('"delta"');
  await shoot(page, 'audit');

  // The stuck withdrawal is retried from the queue and goes out through the sandbox bot.
  await page.goto('/admin/withdrawals');
  await expect(page.getByTestId(`console-withdrawal-status-${withdrawalId}`)).toHaveText('В очереди');
  await shoot(page, 'withdrawals');
  await page.getByTestId(`console-retry-${withdrawalId}`).click();
  await expect(page.getByTestId(`console-withdrawal-status-${withdrawalId}`)).toHaveText('Отправлен', { timeout: 30_000 });
  await page.goto(`/admin/audit?action=withdrawal.`);
  await expect(page.getByTestId('console-audit').getByRole('row').filter({ hasText: `withdrawal:${withdrawalId}` })).toContainText('Повтор вывода');

  // The other sections open for the owner (and are photographed for the design review).
  for (const [path, heading] of [
    ['/admin/payments', 'Платежи'],
    ['/admin/support', 'Обращения'],
    ['/admin/settings', 'Настройки сайта'],
    ['/admin/accounts', 'Сотрудники'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await shoot(page, path.slice(7));
  }

  expect(errors).toEqual([]);
});

test('the console stays out of reach of guests and players', async ({ page, browser }) => {
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: 'Перейти на сайт' })).toBeVisible();
  // A player's console call is refused (403): the browser logs that refusal, so this page is watched apart.
  const playerPage = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  playerPage.on('pageerror', (e) => errors.push(e.message));
  await signIn(playerPage);
  await playerPage.goto('/admin');
  await expect(playerPage.getByTestId('console-no-access')).toHaveText('У этого аккаунта нет доступа к пульту.');
  expect(errors).toEqual([]);
});

import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import texts from '../../../locales/ru/admin.json';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import type { ConsoleMe } from '../api/get-console-me';
import PaymentsPage from './payments-page';

i18n.addResourceBundle('ru', 'admin', texts, true, true);

const me: ConsoleMe = { userId: 2, login: 'finance', role: 'finance', enrolled: true, verified: true, idleMinutes: 30, approvalThreshold: 10_000, approvalWindowHours: 24 };

const payment = {
  id: 7,
  created_at: '2026-12-01T10:00:00.000Z',
  order_id: 'ord-7',
  user_id: 5,
  nickname: 'Игрок',
  provider: 'sandbox',
  status: 'success',
  amount: 50_000,
  currency: 'RUB',
  value: 50_000,
  completed_at: '2026-12-01T10:01:00.000Z',
  webhooks: 2,
  reconciliations: 0,
  chargebacks: 1,
};

const caseFile = {
  id: 1,
  created_at: '2026-12-02T09:00:00.000Z',
  kind: 'chargeback',
  provider: 'sandbox',
  notice_id: 'sbx_cb_1',
  amount: 50_000,
  currency: 'RUB',
  owed: 55_000,
  debited: 20_000,
  debt: 35_000,
  frozen: true,
  refund_id: null,
  user_id: 5,
  debt_now: 35_000,
  frozen_since: '2026-12-02T09:00:00.000Z',
};

describe('PaymentsPage', () => {
  it('opens the case file of a chargeback in Russian and lifts the player’s withdrawal freeze with a reason', { timeout: 30_000 }, async () => {
    const lifted = vi.fn();
    server.use(
      http.get('http://localhost:3000/api/admin/payments', () => HttpResponse.json({ data: [payment] })),
      http.get('http://localhost:3000/api/admin/payments/7/chargebacks', () => HttpResponse.json({ data: [caseFile] })),
      http.post('http://localhost:3000/api/admin/players/5/lift-withdrawal-freeze', async ({ request }) => {
        lifted(await request.json());
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    renderWithApp(<PaymentsPage me={me} />, { route: '/admin/payments' });
    fireEvent.click(await screen.findByTestId('console-case-file-7'));
    const file = await screen.findByTestId('console-chargebacks');
    await vi.waitFor(() => expect(file.textContent).toContain('sbx_cb_1'));
    expect(file.textContent).toContain('Возвраты и чарджбэки платежа №7');
    expect(file.textContent).toContain('Чарджбэк');
    expect(file.textContent).toContain('Списано с баланса');
    expect(file.textContent).toContain('Долг сейчас');
    const row = within(file).getByText('sbx_cb_1').closest('tr')!;
    expect(row.textContent).toContain('350.00');
    expect(row.textContent).toContain('200.00');

    fireEvent.click(within(file).getByTestId('console-lift-freeze'));
    fireEvent.change(within(file).getByRole('textbox'), { target: { value: 'долг погашен' } });
    fireEvent.submit(within(file).getByRole('textbox').closest('form')!);
    await vi.waitFor(() => expect(lifted).toHaveBeenCalledWith({ reason: 'долг погашен' }));
    expect(await within(file).findByText('Заморозка выводов снята')).toBeTruthy();
  });
});

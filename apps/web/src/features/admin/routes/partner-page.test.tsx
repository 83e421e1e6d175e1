import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import texts from '../../../locales/ru/admin.json';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import type { ConsoleMe } from '../api/get-console-me';
import PartnerPage from './partner-page';

i18n.addResourceBundle('ru', 'admin', texts, true, true);

// uPlot measures the screen, which the test's document has not: the chart is drawn as its title and points.
vi.mock('../../../components/ui/line-chart', () => ({
  LineChart: ({ title, xs, series }: { title: string; xs: number[]; series: { values: number[] }[] }) => (
    <figure data-testid="line-chart">{`${title}: ${xs.map((x, i) => `${new Date(x * 1000).toISOString().slice(0, 10)}=${series.map((s) => s.values[i]).join('/')}`).join(', ')}`}</figure>
  ),
}));

const me = (role: ConsoleMe['role']): ConsoleMe => ({ userId: 2, login: 'staff', role, enrolled: true, verified: true, idleMinutes: 30, approvalThreshold: 10_000, approvalWindowHours: 24 });

const detail = {
  user_id: 41,
  nickname: 'Стример',
  code: 'STREAM',
  rate_percent: 25,
  status: 'active',
  note: 'канал на Twitch',
  granted_at: '2026-11-01T10:00:00.000Z',
  referred: 2,
  active: 1,
  deposits: 15_000,
  stakes: 42_000,
  earned: 1_234.56,
  claimable: 300,
  held: 120.25,
  paid: 814.31,
  days: [
    { day: '2026-12-05', earned: 10.5, stakes: 400 },
    { day: '2026-12-06', earned: 22, stakes: 900 },
  ],
  players: [
    { user_id: 77, nickname: 'Друг', bound_at: '2026-11-02T10:00:00.000Z', last_played_at: null, deposits: 500, stakes: 2_000, earned: 40, frozen: true },
    { user_id: 78, nickname: 'Зритель', bound_at: '2026-11-03T10:00:00.000Z', last_played_at: '2026-12-06T10:00:00.000Z', deposits: 1_000, stakes: 3_000, earned: 60, frozen: false },
  ],
  payouts: [{ approval_id: 9, mode: 'outside', amount: 814.31, status: 'approved', requested_by: 3, decided_by: 4, created_at: '2026-12-01T10:00:00.000Z', reason: 'перевод по договору' }],
};

function renderPage(role: ConsoleMe['role']) {
  return renderWithApp(
    <Routes>
      <Route path="/admin/partners/:id" element={<PartnerPage me={me(role)} />} />
    </Routes>,
    { route: '/admin/partners/41' },
  );
}

describe('PartnerPage', () => {
  it('shows the figures, the referred players (frozen ones marked) and the payouts', { timeout: 30_000 }, async () => {
    server.use(http.get('http://localhost:3000/api/admin/partners/41', () => HttpResponse.json({ data: detail })));
    renderPage('support');
    const figures = await screen.findByTestId('partner-figures');
    expect(figures.textContent).toContain('2 / 1');
    expect(figures.textContent).toContain('1234.56 ₽');
    expect(figures.textContent).toContain('300.00 ₽');
    expect(screen.getByTestId('line-chart').textContent).toBe('Начисления по дням, ₽: 2026-12-05=10.5, 2026-12-06=22');
    const players = screen.getByTestId('partner-players');
    expect(within(players).getByText('Друг').closest('tr')!.textContent).toContain('Заморожен');
    expect(within(players).getByText('Зритель').closest('tr')!.textContent).not.toContain('Заморожен');
    const payout = within(screen.getByTestId('partner-payouts')).getByText('перевод по договору').closest('tr')!;
    expect(payout.textContent).toContain('выплачено вне сайта');
    expect(payout.textContent).toContain('Подтверждена');
    expect(payout.textContent).toContain('814.31 ₽');
    // Support reads: no payout form, no freeze.
    expect(screen.queryByTestId('partner-payout')).toBeNull();
    expect(screen.queryByTestId('partner-freeze')).toBeNull();
  });

  it('asks for a payout with its mode, amount, reason and key, and says it waits for a second account', { timeout: 30_000 }, async () => {
    const sent = vi.fn();
    server.use(
      http.get('http://localhost:3000/api/admin/partners/41', () => HttpResponse.json({ data: detail })),
      http.post('http://localhost:3000/api/admin/partners/41/payouts', async ({ request }) => {
        sent(await request.json());
        return HttpResponse.json({ data: { approval_id: 12 } });
      }),
    );
    renderPage('finance');
    const form = await screen.findByTestId('partner-payout');
    expect(screen.queryByTestId('partner-freeze')).toBeNull();
    fireEvent.change(within(form).getByTestId('partner-payout-mode'), { target: { value: 'outside' } });
    fireEvent.change(within(form).getByTestId('partner-payout-amount'), { target: { value: '1 234,56' } });
    fireEvent.change(within(form).getByTestId('partner-payout-reason'), { target: { value: 'перевод по договору' } });
    fireEvent.click(within(form).getByTestId('partner-payout-submit'));
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    const body = sent.mock.calls[0]![0] as Record<string, unknown>;
    expect(body).toEqual({ mode: 'outside', amount: 1234.56, reason: 'перевод по договору', key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await within(form).findByTestId('partner-payout-waiting')).textContent).toBe('Выплата ждёт подтверждения второго сотрудника');

    // The next payout is a new form: a new key.
    fireEvent.change(within(form).getByTestId('partner-payout-amount'), { target: { value: '10' } });
    fireEvent.change(within(form).getByTestId('partner-payout-reason'), { target: { value: 'остаток' } });
    fireEvent.click(within(form).getByTestId('partner-payout-submit'));
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    const next = sent.mock.calls[1]![0] as Record<string, unknown>;
    expect(next).toMatchObject({ mode: 'balance', amount: 10, reason: 'остаток' });
    expect(next.key).not.toBe(body.key);
  });

  it('freezes the partner with a reason', { timeout: 30_000 }, async () => {
    const frozen = vi.fn();
    server.use(
      http.get('http://localhost:3000/api/admin/partners/41', () => HttpResponse.json({ data: detail })),
      http.post('http://localhost:3000/api/admin/partners/41/freeze', async ({ request }) => {
        frozen(await request.json());
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    renderPage('admin');
    fireEvent.click(await screen.findByTestId('partner-freeze'));
    fireEvent.change(screen.getByTestId('partner-freeze-reason'), { target: { value: 'накрутка' } });
    fireEvent.click(screen.getByTestId('partner-freeze-confirm'));
    await vi.waitFor(() => expect(frozen).toHaveBeenCalledWith({ frozen: true, reason: 'накрутка' }));
  });
});

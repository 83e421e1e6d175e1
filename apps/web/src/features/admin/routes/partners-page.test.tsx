import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import texts from '../../../locales/ru/admin.json';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import type { ConsoleMe } from '../api/get-console-me';
import PartnersPage from './partners-page';

i18n.addResourceBundle('ru', 'admin', texts, true, true);

const me = (role: ConsoleMe['role']): ConsoleMe => ({ userId: 2, login: 'staff', role, enrolled: true, verified: true, idleMinutes: 30, approvalThreshold: 10_000, approvalWindowHours: 24 });

const partner = {
  user_id: 41,
  nickname: 'Стример',
  code: 'STREAM',
  rate_percent: 25,
  status: 'active',
  note: null,
  granted_at: '2026-11-01T10:00:00.000Z',
  referred: 12,
  active: 7,
  deposits: 15_000,
  stakes: 42_000.5,
  earned: 1_234.56,
  claimable: 300,
  held: 120.25,
  paid: 814.31,
};

const pair = {
  referrer_id: 41,
  referrer_name: 'Стример',
  referred_id: 77,
  referred_name: null,
  evidence: ['device', 'card', 'trade'],
  deposits: 500,
  stakes: 2_000,
  earned: 40,
  bound_at: '2026-11-02T10:00:00.000Z',
  frozen: false,
};

describe('PartnersPage', () => {
  it('lists the partners with their figures, linking each to the player and the partner page', { timeout: 30_000 }, async () => {
    server.use(http.get('http://localhost:3000/api/admin/partners', () => HttpResponse.json({ data: { rows: [partner] } })));
    renderWithApp(<PartnersPage me={me('support')} />, { route: '/admin/partners' });
    const table = await screen.findByTestId('console-partners');
    const row = (await within(table).findByText('Стример')).closest('tr')!;
    expect(within(row).getByText('Стример').getAttribute('href')).toBe('/admin/players/41');
    expect(row.textContent).toContain('STREAM');
    expect(row.textContent).toContain('25 %');
    expect(row.textContent).toContain('Активен');
    expect(row.textContent).toContain('12 / 7');
    expect(row.textContent).toContain('15\u00a0000.00 ₽');
    expect(row.textContent).toContain('1234.56 ₽');
    expect(row.textContent).toContain('814.31 ₽');
    expect(within(row).getByTestId('console-partner-open-41').getAttribute('href')).toBe('/admin/partners/41');
    // Support reads the programme but grants nothing.
    expect(screen.queryByTestId('partner-grant')).toBeNull();
  });

  it('says when there are no partners yet, and when no pair looks suspicious', { timeout: 30_000 }, async () => {
    server.use(
      http.get('http://localhost:3000/api/admin/partners', () => HttpResponse.json({ data: { rows: [] } })),
      http.get('http://localhost:3000/api/admin/partners/pairs', () => HttpResponse.json({ data: { rows: [] } })),
    );
    renderWithApp(<PartnersPage me={me('admin')} />, { route: '/admin/partners' });
    expect(await screen.findByText('Партнёров пока нет')).toBeTruthy();
    fireEvent.click(screen.getByTestId('console-partners-tab-pairs'));
    expect(await screen.findByText('Подозрительных пар нет')).toBeTruthy();
  });

  it('sends the grant form as the wire asks, and shows a refusal in Russian', { timeout: 30_000 }, async () => {
    const sent = vi.fn();
    let refuse = true;
    server.use(
      http.get('http://localhost:3000/api/admin/partners', () => HttpResponse.json({ data: { rows: [] } })),
      http.post('http://localhost:3000/api/admin/partners', async ({ request }) => {
        sent(await request.json());
        return refuse
          ? HttpResponse.json({ code: 'partner_code_taken', msg: 'taken', parameters: {} }, { status: 409 })
          : HttpResponse.json({ data: { user_id: 41, rate_percent: 12.5 } });
      }),
    );
    renderWithApp(<PartnersPage me={me('owner')} />, { route: '/admin/partners' });
    const form = await screen.findByTestId('partner-grant');
    fireEvent.change(within(form).getByTestId('partner-grant-userId'), { target: { value: '41' } });
    fireEvent.change(within(form).getByTestId('partner-grant-ratePercent'), { target: { value: '12,5' } });
    fireEvent.change(within(form).getByTestId('partner-grant-code'), { target: { value: 'STREAM' } });
    fireEvent.change(within(form).getByTestId('partner-grant-reason'), { target: { value: 'договор со стримером' } });
    fireEvent.click(within(form).getByTestId('partner-grant-submit'));
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent).toHaveBeenCalledWith({ user_id: 41, rate_percent: 12.5, code: 'STREAM', reason: 'договор со стримером' });
    expect((await within(form).findByTestId('partner-grant-error')).textContent).toBe('Такой код или похожий на него уже занят');

    refuse = false;
    fireEvent.change(within(form).getByTestId('partner-grant-note'), { target: { value: 'канал на Twitch' } });
    fireEvent.click(within(form).getByTestId('partner-grant-submit'));
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    expect(sent).toHaveBeenLastCalledWith({ user_id: 41, rate_percent: 12.5, code: 'STREAM', note: 'канал на Twitch', reason: 'договор со стримером' });
    expect((await within(form).findByTestId('partner-grant-done')).textContent).toBe('Игрок 41 — партнёр со ставкой 12.5 %');
  });

  it('refuses a rate above the ceiling before sending', { timeout: 30_000 }, async () => {
    const sent = vi.fn();
    server.use(
      http.get('http://localhost:3000/api/admin/partners', () => HttpResponse.json({ data: { rows: [] } })),
      http.post('http://localhost:3000/api/admin/partners', () => {
        sent();
        return HttpResponse.json({ data: { user_id: 41, rate_percent: 60 } });
      }),
    );
    renderWithApp(<PartnersPage me={me('admin')} />, { route: '/admin/partners' });
    const form = await screen.findByTestId('partner-grant');
    fireEvent.change(within(form).getByTestId('partner-grant-userId'), { target: { value: '41' } });
    fireEvent.change(within(form).getByTestId('partner-grant-ratePercent'), { target: { value: '60' } });
    fireEvent.change(within(form).getByTestId('partner-grant-reason'), { target: { value: 'договор' } });
    fireEvent.click(within(form).getByTestId('partner-grant-submit'));
    expect(await within(form).findByText('Ставка — число от 0 до 50')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows the suspicious pairs with their shared traces in words and freezes one with a reason', { timeout: 30_000 }, async () => {
    const frozen = vi.fn();
    server.use(
      http.get('http://localhost:3000/api/admin/partners/pairs', () => HttpResponse.json({ data: { rows: [pair] } })),
      http.post('http://localhost:3000/api/admin/partners/pairs/77/freeze', async ({ request }) => {
        frozen(await request.json());
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    renderWithApp(<PartnersPage me={me('admin')} />, { route: '/admin/partners?tab=pairs' });
    const table = await screen.findByTestId('console-partner-pairs');
    const row = (await within(table).findByText('#77')).closest('tr')!;
    expect(row.textContent).toContain('устройство, карта, торговый аккаунт');
    expect(within(row).getByText('Стример').getAttribute('href')).toBe('/admin/players/41');
    fireEvent.click(within(row).getByTestId('console-pair-freeze-77'));
    fireEvent.change(within(row).getByTestId('console-pair-freeze-77-reason'), { target: { value: 'одно устройство' } });
    fireEvent.click(within(row).getByTestId('console-pair-freeze-77-confirm'));
    await vi.waitFor(() => expect(frozen).toHaveBeenCalledWith({ frozen: true, reason: 'одно устройство' }));
  });
});

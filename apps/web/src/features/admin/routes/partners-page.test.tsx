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

const settings = {
  tiers: [
    { from: 0, rate_percent: 10 },
    { from: 20, rate_percent: 15.5 },
  ],
  active_days: 30,
  min_claim: 100,
  hold_hours: 72,
  bind_window_hours: 168,
  daily_cap: 50_000,
  rakeback_tiers: [{ from: 0, rate_percent: 1 }],
  rakeback_min_claim: 10,
  rakeback_period: 'day',
  first_deposit_bonus_percent: 5,
  first_deposit_bonus_cap: 500,
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

  it('shows the programme settings tab to the owner and admins only', { timeout: 30_000 }, async () => {
    server.use(http.get('http://localhost:3000/api/admin/partners', () => HttpResponse.json({ data: { rows: [] } })));
    for (const role of ['finance', 'support'] as const) {
      const { unmount } = renderWithApp(<PartnersPage me={me(role)} />, { route: '/admin/partners?tab=settings' });
      expect(await screen.findByTestId('console-partners-tab-pairs')).toBeTruthy();
      expect(screen.queryByTestId('console-partners-tab-settings')).toBeNull();
      // Asked for by address, the tab still does not open: the partners list shows instead.
      expect(await screen.findByText('Партнёров пока нет')).toBeTruthy();
      expect(screen.queryByTestId('partner-settings')).toBeNull();
      unmount();
    }
    for (const role of ['owner', 'admin'] as const) {
      const { unmount } = renderWithApp(<PartnersPage me={me(role)} />, { route: '/admin/partners' });
      expect((await screen.findByTestId('console-partners-tab-settings')).textContent).toBe('Настройки программы');
      unmount();
    }
  });

  it('shows the loaded programme settings in the form', { timeout: 30_000 }, async () => {
    server.use(
      http.get('http://localhost:3000/api/admin/partners', () => HttpResponse.json({ data: { rows: [] } })),
      http.get('http://localhost:3000/api/admin/partners/settings', () => HttpResponse.json({ data: settings })),
    );
    renderWithApp(<PartnersPage me={me('owner')} />, { route: '/admin/partners' });
    fireEvent.click(await screen.findByTestId('console-partners-tab-settings'));
    const form = await screen.findByTestId('partner-settings');
    const value = (id: string) => (within(form).getByTestId(id) as HTMLInputElement).value;
    expect(value('partner-settings-tiers-0-from')).toBe('0');
    expect(value('partner-settings-tiers-0-ratePercent')).toBe('10');
    expect(value('partner-settings-tiers-1-from')).toBe('20');
    expect(value('partner-settings-tiers-1-ratePercent')).toBe('15.5');
    expect(within(form).queryByTestId('partner-settings-tiers-2-from')).toBeNull();
    expect(value('partner-settings-activeDays')).toBe('30');
    expect(value('partner-settings-minClaim')).toBe('100');
    expect(value('partner-settings-holdHours')).toBe('72');
    expect(value('partner-settings-bindWindowHours')).toBe('168');
    expect(value('partner-settings-dailyCap')).toBe('50000');
    expect(value('partner-settings-rakebackTiers-0-from')).toBe('0');
    expect(value('partner-settings-rakebackTiers-0-ratePercent')).toBe('1');
    expect(value('partner-settings-rakebackMinClaim')).toBe('10');
    expect(value('partner-settings-firstDepositBonusPercent')).toBe('5');
    expect(value('partner-settings-firstDepositBonusCap')).toBe('500');
    expect(value('partner-settings-reason')).toBe('');
    expect(within(form).getByText('Ставки комиссии')).toBeTruthy();
    expect(within(form).getByText('Удержание начислений, ч')).toBeTruthy();
  });

  it('says when the settings fail to load', { timeout: 30_000 }, async () => {
    server.use(http.get('http://localhost:3000/api/admin/partners/settings', () => HttpResponse.json({ code: 'internal', msg: 'down', parameters: {} }, { status: 500 })));
    renderWithApp(<PartnersPage me={me('admin')} />, { route: '/admin/partners?tab=settings' });
    expect(await screen.findByText('Не удалось загрузить данные', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByTestId('partner-settings')).toBeNull();
  });

  it('sends the edited settings as the wire asks and shows the values the server saved', { timeout: 30_000 }, async () => {
    const sent = vi.fn();
    let refuse = true;
    server.use(
      http.get('http://localhost:3000/api/admin/partners/settings', () => HttpResponse.json({ data: settings })),
      http.put('http://localhost:3000/api/admin/partners/settings', async ({ request }) => {
        sent(await request.json());
        return refuse
          ? HttpResponse.json({ code: 'partner_settings_invalid', msg: 'tiers', parameters: {} }, { status: 400 })
          : HttpResponse.json({ data: { ...settings, tiers: [...settings.tiers, { from: 50, rate_percent: 20 }], hold_hours: 0, min_claim: 0.5 } });
      }),
    );
    renderWithApp(<PartnersPage me={me('admin')} />, { route: '/admin/partners?tab=settings' });
    const form = await screen.findByTestId('partner-settings');
    fireEvent.click(within(form).getByTestId('partner-settings-tiers-add'));
    fireEvent.change(within(form).getByTestId('partner-settings-tiers-2-from'), { target: { value: '50' } });
    fireEvent.change(within(form).getByTestId('partner-settings-tiers-2-ratePercent'), { target: { value: '20' } });
    fireEvent.change(within(form).getByTestId('partner-settings-holdHours'), { target: { value: '0' } });
    fireEvent.change(within(form).getByTestId('partner-settings-minClaim'), { target: { value: '0,5' } });
    fireEvent.change(within(form).getByTestId('partner-settings-rakebackPeriod'), { target: { value: 'week' } });
    fireEvent.change(within(form).getByTestId('partner-settings-reason'), { target: { value: 'новые ставки' } });
    fireEvent.click(within(form).getByTestId('partner-settings-submit'));
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent).toHaveBeenCalledWith({
      settings: {
        tiers: [
          { from: 0, rate_percent: 10 },
          { from: 20, rate_percent: 15.5 },
          { from: 50, rate_percent: 20 },
        ],
        active_days: 30,
        min_claim: 0.5,
        hold_hours: 0,
        bind_window_hours: 168,
        daily_cap: 50_000,
        rakeback_tiers: [{ from: 0, rate_percent: 1 }],
        rakeback_min_claim: 10,
        rakeback_period: 'week',
        first_deposit_bonus_percent: 5,
        first_deposit_bonus_cap: 500,
      },
      reason: 'новые ставки',
    });
    // A refusal is told in Russian; nothing is shown as saved.
    expect((await within(form).findByTestId('partner-settings-error')).textContent).toBe('Ступени ставок должны начинаться с нуля и идти по возрастанию');
    expect(within(form).queryByTestId('partner-settings-done')).toBeNull();

    refuse = false;
    fireEvent.click(within(form).getByTestId('partner-settings-submit'));
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    expect((await within(form).findByTestId('partner-settings-done')).textContent).toBe('Настройки сохранены');
    const value = (id: string) => (within(form).getByTestId(id) as HTMLInputElement).value;
    expect(value('partner-settings-tiers-2-from')).toBe('50');
    expect(value('partner-settings-holdHours')).toBe('0');
    expect(value('partner-settings-minClaim')).toBe('0.5');
    expect(value('partner-settings-reason')).toBe('');
  });

  it('refuses a commission table whose first row is not from 0, and fields out of range, before sending', { timeout: 30_000 }, async () => {
    const sent = vi.fn();
    server.use(
      http.get('http://localhost:3000/api/admin/partners/settings', () => HttpResponse.json({ data: settings })),
      http.put('http://localhost:3000/api/admin/partners/settings', () => {
        sent();
        return HttpResponse.json({ data: settings });
      }),
    );
    renderWithApp(<PartnersPage me={me('owner')} />, { route: '/admin/partners?tab=settings' });
    const form = await screen.findByTestId('partner-settings');
    fireEvent.change(within(form).getByTestId('partner-settings-tiers-0-from'), { target: { value: '5' } });
    fireEvent.change(within(form).getByTestId('partner-settings-reason'), { target: { value: 'новые ставки' } });
    fireEvent.click(within(form).getByTestId('partner-settings-submit'));
    expect((await within(form).findByTestId('partner-settings-tiers-error')).textContent).toBe('Первая строка должна начинаться с 0');

    // From 0 again, but the next row not above it; and a day count out of range, and no reason.
    fireEvent.change(within(form).getByTestId('partner-settings-tiers-0-from'), { target: { value: '0' } });
    fireEvent.change(within(form).getByTestId('partner-settings-tiers-1-from'), { target: { value: '0' } });
    fireEvent.change(within(form).getByTestId('partner-settings-activeDays'), { target: { value: '400' } });
    fireEvent.change(within(form).getByTestId('partner-settings-reason'), { target: { value: '' } });
    fireEvent.click(within(form).getByTestId('partner-settings-submit'));
    await vi.waitFor(() => expect(within(form).getByTestId('partner-settings-tiers-error').textContent).toBe('Каждая следующая строка должна начинаться с большего числа, чем предыдущая'));
    expect(within(form).getByText('Целое число дней от 1 до 365')).toBeTruthy();
    expect(within(form).getByText('Причина — от 3 до 500 символов')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });
});

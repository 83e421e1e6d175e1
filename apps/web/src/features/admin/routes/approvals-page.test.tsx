import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import texts from '../../../locales/ru/admin.json';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import type { ConsoleMe } from '../api/get-console-me';
import ApprovalsPage from './approvals-page';

i18n.addResourceBundle('ru', 'admin', texts, true, true);

const me = (role: ConsoleMe['role'], userId: number): ConsoleMe => ({ userId, login: 'staff', role, enrolled: true, verified: true, idleMinutes: 30, approvalThreshold: 10_000, approvalWindowHours: 24 });

const rows = [
  { id: 1, created_at: '2026-12-01T10:00:00.000Z', kind: 'balance', user_id: 5, nickname: 'Игрок', currency: 'money', delta: 2_000_000, subject: null, reason: 'возврат', requested_by: 9 },
  { id: 2, created_at: '2026-12-01T10:01:00.000Z', kind: 'promo', user_id: null, subject: { promo_id: 3, code: 'BIG', value_per_use: 100_000_000, max_uses: 1, total: 100_000_000 }, reason: 'BIG', requested_by: 9 },
  {
    id: 3,
    created_at: '2026-12-01T10:02:00.000Z',
    kind: 'prices',
    user_id: null,
    subject: {
      game: 'dota',
      items: [{ item_id: 4, name: 'Клинок', before: 5_900, after: 500_000 }],
      case_prices: [],
      cases: [{ case_id: 7, name: 'Стартовый', rtp_before: 0.9178, rtp_after: 10.37, out_of_range: true }],
    },
    reason: 'Клинок: 59 ₽ → 5 000 ₽',
    requested_by: 9,
  },
  {
    id: 4,
    created_at: '2026-12-01T10:03:00.000Z',
    kind: 'prices',
    user_id: null,
    subject: { game: 'dota', items: [{ item_id: 4, name: 'Клинок', before: 5_900, after: 6_700 }], case_prices: [{ case_id: 7, price: 3_700 }], cases: [] },
    reason: 'market prices: 1 items, 1 cases re-priced',
    requested_by: null,
    requested_by_login: null,
  },
];

describe('ApprovalsPage', () => {
  it('shows each kind in Russian, the promo payout and the returns drafted prices would give, and offers only the decisions the role may take', { timeout: 30_000 }, async () => {
    server.use(http.get('http://localhost:3000/api/admin/approvals', () => HttpResponse.json({ data: rows })));
    renderWithApp(<ApprovalsPage me={me('admin', 11)} />);
    const table = await screen.findByTestId('console-approvals');
    await vi.waitFor(() => expect(table.textContent).toContain('Промокод BIG: 1\u00a0000\u00a0000 ₽ за активацию, всего до 1\u00a0000\u00a0000 ₽'));
    const prices = within(table).getByTestId('approval-subject-3');
    expect(prices.textContent).toContain('Клинок: 59.00 ₽ → 5000.00 ₽');
    expect(prices.textContent).toContain('«Стартовый»: RTP 91.78 % → 1037.00 % (вне допустимого: подтверждение будет отклонено)');
    // An admin decides drafted prices only: money stays with finance and the owner.
    expect(screen.queryByTestId('console-approve-1')).toBeNull();
    expect(screen.queryByTestId('console-approve-2')).toBeNull();
    expect(screen.getByTestId('console-approve-3')).toBeTruthy();
    // The site's own repricing beyond its bounds: asked by no account, so any account that may publish decides it.
    const bySite = within(table).getByTestId('approval-subject-4').closest('tr')!;
    expect(bySite.textContent).toContain('Сайт: рыночные цены');
    expect(screen.getByTestId('console-approve-4')).toBeTruthy();
  });

  it('offers no decision on a change to the deciding account itself', { timeout: 30_000 }, async () => {
    server.use(http.get('http://localhost:3000/api/admin/approvals', () => HttpResponse.json({ data: rows })));
    renderWithApp(<ApprovalsPage me={me('finance', 5)} />);
    await screen.findByTestId('console-approve-2');
    expect(screen.queryByTestId('console-approve-1')).toBeNull();
    expect(screen.queryByTestId('console-approve-3')).toBeNull();
  });

  it('shows a partner payout in words (amount in kopecks, where it goes) and leaves its decision to money roles other than the partner', { timeout: 30_000 }, async () => {
    const payouts = [
      { id: 21, created_at: '2026-12-07T10:00:00.000Z', kind: 'partner_payout', user_id: 41, nickname: 'Стример', currency: null, delta: null, subject: { mode: 'balance', amount: 123_456 }, reason: 'выплата за ноябрь', requested_by: 9 },
      { id: 22, created_at: '2026-12-07T10:01:00.000Z', kind: 'partner_payout', user_id: 42, nickname: 'Другой', currency: null, delta: null, subject: { mode: 'outside', amount: 50_000 }, reason: 'перевод', requested_by: 9 },
    ];
    server.use(http.get('http://localhost:3000/api/admin/approvals', () => HttpResponse.json({ data: payouts })));
    const { unmount } = renderWithApp(<ApprovalsPage me={me('finance', 41)} />);
    const table = await screen.findByTestId('console-approvals');
    const toBalance = (await within(table).findByTestId('approval-subject-21')).closest('tr')!;
    expect(within(toBalance).getByTestId('approval-subject-21').textContent).toBe('Выплата партнёру: 1234.56 ₽ на баланс');
    expect(toBalance.textContent).toContain('Выплата партнёру');
    expect(within(table).getByTestId('approval-subject-22').textContent).toBe('Выплата партнёру: 500.00 ₽ вне сайта');
    // The partner does not decide their own payout; finance decides another's.
    expect(screen.queryByTestId('console-approve-21')).toBeNull();
    expect(screen.getByTestId('console-approve-22')).toBeTruthy();
    unmount();

    renderWithApp(<ApprovalsPage me={me('admin', 11)} />);
    await screen.findByTestId('approval-subject-21');
    expect(screen.queryByTestId('console-approve-21')).toBeNull();
    expect(screen.queryByTestId('console-approve-22')).toBeNull();
  });
});

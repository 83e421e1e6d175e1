import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toSnakeKeys, type WithdrawalReviewList } from '@tastydrop/domain';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import texts from '../../../locales/ru/admin.json';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { WithdrawalReviewQueue } from './withdrawal-review-queue';

i18n.addResourceBundle('ru', 'admin', texts, true, true);

const list: WithdrawalReviewList = {
  rows: [
    {
      id: 1,
      withdrawalId: 42,
      userId: 7,
      nickname: 'player7',
      name: 'Dragonclaw Hook',
      price: 1500,
      state: 'waiting',
      reasons: ['play_through', 'linked_bonus'],
      createdAt: '2026-12-07T10:00:00.000Z',
      deposits: 500,
      stakes: 0,
      linked: [8],
    },
  ],
  thresholds: { highValue: 50000, playThroughPercent: 100, newAccountHours: 0, linkedBonusAccounts: 2, sharedTradeLink: true, reversedPayment: true, failedTrades: 10, failedTradesHours: 24 },
};

describe('WithdrawalReviewQueue', () => {
  it('shows why a withdrawal waits, the deposits and the linked group in Russian, and approves it with a reason', async () => {
    const decisions: unknown[] = [];
    server.use(
      http.get('http://localhost:3000/api/admin/withdrawal-reviews', () => HttpResponse.json({ data: toSnakeKeys(list) as JsonBodyType })),
      http.post('http://localhost:3000/api/admin/withdrawal-reviews/42/decide', async ({ request }) => {
        decisions.push(await request.json());
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    renderWithApp(<WithdrawalReviewQueue mayEditRules={false} />);
    const card = within(await screen.findByTestId('console-review-42'));
    const reasons = card.getByTestId('console-review-reasons-42').textContent;
    expect(reasons).toContain('Пополнение не отыграно');
    expect(reasons).toContain('Бонусы на нескольких аккаунтах одного человека');
    expect(card.getByText(/Пополнения после последнего вывода: 500\.00 ₽/)).toBeTruthy();
    expect(card.getByRole('link', { name: '#8' }).getAttribute('href')).toBe('/admin/players/8');
    expect(screen.queryByTestId('console-review-rules')).toBeNull();

    fireEvent.click(card.getByTestId('console-review-approve-42'));
    fireEvent.change(card.getByTestId('console-review-approve-42-reason'), { target: { value: 'депозит проверен' } });
    fireEvent.click(card.getByTestId('console-review-approve-42-confirm'));
    await waitFor(() => expect(decisions).toEqual([{ action: 'approve', reason: 'депозит проверен' }]));
  });

  it('refuses with the reason the player will see, and shows the rules to those who set them', async () => {
    const decisions: unknown[] = [];
    server.use(
      http.get('http://localhost:3000/api/admin/withdrawal-reviews', () => HttpResponse.json({ data: toSnakeKeys(list) as JsonBodyType })),
      http.post('http://localhost:3000/api/admin/withdrawal-reviews/42/decide', async ({ request }) => {
        decisions.push(await request.json());
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    renderWithApp(<WithdrawalReviewQueue mayEditRules />);
    const card = within(await screen.findByTestId('console-review-42'));
    fireEvent.change(card.getByTestId('console-review-refusal-42'), { target: { value: 'bonus_abuse' } });
    fireEvent.click(card.getByTestId('console-review-refuse-42'));
    fireEvent.change(card.getByTestId('console-review-refuse-42-reason'), { target: { value: 'бонусы на двух аккаунтах' } });
    fireEvent.click(card.getByTestId('console-review-refuse-42-confirm'));
    await waitFor(() => expect(decisions).toEqual([{ action: 'refuse', refusal: 'bonus_abuse', reason: 'бонусы на двух аккаунтах' }]));
    expect((screen.getByTestId('console-review-rule-playThroughPercent') as HTMLInputElement).value).toBe('100');
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import texts from '../../../locales/ru/admin.json';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { MarketSteps } from './market-steps';
import { WithdrawalProvidersForm } from './withdrawal-providers-form';

i18n.addResourceBundle('ru', 'admin', texts, true, true);

const URL = 'http://localhost:3000/api/admin/withdrawals/providers';

describe('WithdrawalProvidersForm', () => {
  it('puts the market first with a reason, and shows the saved choice', async () => {
    const saved: unknown[] = [];
    server.use(
      http.get(URL, () => HttpResponse.json({ data: { game: 'dota', stock: 'steam', market: true, choice: 'stock' } })),
      http.put(URL, async ({ request }) => {
        const body = (await request.json()) as { choice: string };
        saved.push(body);
        return HttpResponse.json({ data: { game: 'dota', stock: 'steam', market: true, choice: body.choice } });
      }),
    );
    renderWithApp(<WithdrawalProvidersForm mayEdit />);
    const form = within(await screen.findByTestId('console-withdrawal-providers'));
    expect(form.getByRole('heading').textContent).toBe('Кто выдаёт предметы первым (Dota 2)');
    expect((form.getByTestId('console-provider-stock') as HTMLInputElement).checked).toBe(true);
    const save = form.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement;
    fireEvent.click(form.getByTestId('console-provider-market'));
    expect(save.disabled).toBe(true);
    fireEvent.change(form.getByLabelText('Причина'), { target: { value: 'маркет дешевле склада' } });
    fireEvent.click(save);
    await waitFor(() => expect(saved).toEqual([{ choice: 'market', reason: 'маркет дешевле склада' }]));
    expect(await form.findByText('Сохранено')).toBeTruthy();
  });

  it('keeps the market out of reach while none is configured, and shows the choice read-only to support', async () => {
    server.use(http.get(URL, () => HttpResponse.json({ data: { game: 'cs', stock: 'sandbox', market: false, choice: 'stock' } })));
    renderWithApp(<WithdrawalProvidersForm mayEdit={false} />);
    const form = within(await screen.findByTestId('console-withdrawal-providers'));
    expect(form.getByText('Склад ботов (тестовый режим)')).toBeTruthy();
    expect((form.getByTestId('console-provider-market') as HTMLInputElement).disabled).toBe(true);
    expect(form.getByText(/Маркет не подключён/)).toBeTruthy();
    expect(form.queryByRole('button')).toBeNull();
  });
});

describe('MarketSteps', () => {
  it('lists each purchase with its stage, price against the bound and the seller’s offer', () => {
    render(
      <MarketSteps
        steps={[
          { attempt: 1, stage: 'failed', maxPrice: 16500, price: 15000, tradeId: null, error: 'seller did not send', updatedAt: '2026-12-07T10:00:00.000Z' },
          { attempt: 2, stage: 'sent', maxPrice: 16500, price: 15500, tradeId: '7709001', error: null, updatedAt: '2026-12-07T10:05:00.000Z' },
        ]}
      />,
    );
    expect(screen.getByTestId('console-market-step-1').textContent).toContain('№1 продавец не отправил, деньги вернулись · куплен за 150.00 ₽ (предел 165.00 ₽)');
    expect(screen.getByTestId('console-market-step-2').textContent).toContain('продавец отправил обмен игроку · куплен за 155.00 ₽ (предел 165.00 ₽) · обмен продавца 7709001');
  });
});

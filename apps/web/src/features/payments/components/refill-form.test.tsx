import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BonusLevelList, PaymentCountry } from '@tastydrop/domain';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { partnersApi } from '../../../lib/api/endpoints/partners';
import { answer } from '../../../testing/api-handlers';
import { partnerStatsFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { RefillForm } from './refill-form';

const method = {
  paymentDirectionId: 3,
  name: 'Карта',
  systemName: 'card',
  type: 1,
  img: '/static/card.svg',
  minimalAmount: 100,
  maximalAmount: 100_000,
  defaultMinimalAmount: 500,
  bonusPercent: 5,
  sort: { desktop: 1, mobile: 1 },
  paymentDirectionTypeName: 'Банковские карты',
  additionalInfo: [],
};

const country = PaymentCountry.parse({
  country: { iso: 'RU', name: 'Россия' },
  currency: { code: 'RUB', symbol: '₽', rate: 1, preliminaryAmount: 500 },
  buttons: { countrySumButtonData: { desktop: [{ sum: 500 }], mobile: [{ sum: 500 }] } },
  directions: { paymentDirectionData: [method] },
  testMode: true,
});

// From 500 ₽ a deposit earns a 10 % level bonus.
const levels = BonusLevelList.parse([
  { limit: 0, bonusMultiplier: 0 },
  { limit: 500, bonusMultiplier: 0.1 },
]);

function renderForm() {
  const [direction] = country.directions.paymentDirectionData;
  renderWithApp(
    <RefillForm
      country={country}
      method={direction!}
      levels={levels}
      promo={null}
      mobile={false}
      carriedAmount={undefined}
      onAmountChange={() => undefined}
      initialPromo={null}
      onInitialPromoUsed={() => undefined}
    />,
  );
}

const START_URL = 'http://localhost:3000/api/v1/payments/transaction/start';

describe('RefillForm', () => {
  beforeEach(() => {
    server.use(answer(partnersApi.me, partnerStatsFixture()));
  });

  it('shows the server’s own text when a deposit limit refuses the payment', async () => {
    const msg = 'Достигнут дневной лимит пополнений: 1500.00 ₽ (осталось 500.00 ₽).';
    server.use(http.post(START_URL, () => HttpResponse.json({ code: 'play_limit_reached', msg, parameters: {} }, { status: 403 })));
    renderForm();
    await userEvent.click(screen.getByTestId('refill-pay'));
    expect((await screen.findByRole('alert')).textContent).toBe(msg);
  });

  it('shows the generic error when the payment fails for another reason', async () => {
    server.use(http.post(START_URL, () => HttpResponse.json({ code: 'unpredicted', msg: '', parameters: {} }, { status: 500 })));
    renderForm();
    await userEvent.click(screen.getByTestId('refill-pay'));
    expect((await screen.findByRole('alert')).textContent).toContain('Ошибка при запуске оплаты');
  });

  it('shows the level and method bonus of the typed amount and the total it brings', async () => {
    renderForm();
    const amount = screen.getByTestId('refill-amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');

    // 1000 ₽: +10 % for the level (100 ₽), +5 % for the method (50 ₽).
    await waitFor(() => expect(screen.getByTestId('refill-total').textContent).toBe('1150.00 ₽'));
    expect(screen.getByText('+100.00 ₽')).toBeTruthy();
    expect(screen.getByText('+50.00 ₽')).toBeTruthy();
  });

  it('tells a player bound to a partner what their first deposit brings, with the server’s figures', async () => {
    server.use(answer(partnersApi.me, partnerStatsFixture({ canBind: false, boundTo: 'Dragon7', firstDepositBonus: { percent: 10, cap: 500 } })));
    renderForm();
    expect((await screen.findByTestId('referral-first-deposit')).textContent).toBe('+10 % к первому пополнению по коду партнёра (до 500 ₽)');
  });
});

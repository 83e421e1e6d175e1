import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { partnersApi } from '../../../lib/api/endpoints/partners';
import { answer } from '../../../testing/api-handlers';
import { partnerStatsFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { ReferralField } from './referral-field';

describe('ReferralField', () => {
  let bound = false;
  beforeEach(() => {
    bound = false;
    server.use(answer(partnersApi.me, () => (bound ? partnerStatsFixture({ canBind: false, boundTo: 'Dragon7', firstDepositBonus: { percent: 10, cap: 500 } }) : partnerStatsFixture())));
  });

  it('binds a partner code, and says a refusal in Russian', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    server.use(
      http.post('http://localhost:3000/api/v1/partners/bind', async ({ request }) => {
        sent.push(await request.json());
        if (refuse) return HttpResponse.json({ code: 'partner_bind_too_late', msg: '', parameters: {} }, { status: 409 });
        bound = true;
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    renderWithApp(<ReferralField />);
    await userEvent.click(screen.getByTestId('referral-open'));
    await userEvent.type(screen.getByTestId('referral-input'), 'Dragon7');
    await userEvent.click(screen.getByTestId('referral-apply'));
    expect((await screen.findByRole('alert')).textContent).toContain('первые дни после регистрации');
    refuse = false;
    await userEvent.click(screen.getByTestId('referral-apply'));
    expect((await screen.findByTestId('referral-bound')).textContent).toBe('Код партнёра привязан');
    expect(sent).toEqual([{ code: 'Dragon7' }, { code: 'Dragon7' }]);
    // Once bound, the server's offer for the first deposit shows.
    expect((await screen.findByTestId('referral-first-deposit')).textContent).toBe('+10 % к первому пополнению по коду партнёра (до 500 ₽)');
  });

  it('shows a bound player the first-deposit bonus with the server’s figures, and no code field', async () => {
    server.use(answer(partnersApi.me, partnerStatsFixture({ canBind: false, boundTo: 'Dragon7', firstDepositBonus: { percent: 12.5, cap: 1500 } })));
    renderWithApp(<ReferralField />);
    expect((await screen.findByTestId('referral-first-deposit')).textContent).toBe('+12.5 % к первому пополнению по коду партнёра (до 1500 ₽)');
    expect(screen.queryByTestId('referral-open')).toBeNull();
  });

  it('shows nothing of the bonus to a bound player who has deposited', async () => {
    let asked = false;
    server.use(
      answer(partnersApi.me, () => {
        asked = true;
        return partnerStatsFixture({ canBind: false, boundTo: 'Dragon7' });
      }),
    );
    renderWithApp(<ReferralField />);
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('referral-open')).toBeNull());
    expect(screen.queryByTestId('referral-first-deposit')).toBeNull();
  });
});

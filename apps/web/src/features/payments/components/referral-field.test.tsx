import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { ReferralField } from './referral-field';

describe('ReferralField', () => {
  it('binds a partner code, and says a refusal in Russian', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    server.use(
      http.post('http://localhost:3000/api/v1/partners/bind', async ({ request }) => {
        sent.push(await request.json());
        if (refuse) return HttpResponse.json({ code: 'partner_bind_too_late', msg: '', parameters: {} }, { status: 409 });
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
  });
});

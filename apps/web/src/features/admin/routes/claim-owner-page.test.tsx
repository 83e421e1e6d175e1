import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { adminApi } from '../../../lib/api/endpoints/admin';
import i18n from '../../../lib/i18n-core';
import texts from '../../../locales/ru/admin.json';
import { answer } from '../../../testing/api-handlers';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import ClaimOwnerPage from './claim-owner-page';

i18n.addResourceBundle('ru', 'admin', texts, true, true);

const page = () =>
  renderWithApp(
    <Routes>
      <Route path="/admin/claim" element={<ClaimOwnerPage />} />
      <Route path="/admin" element={<p>console</p>} />
    </Routes>,
    { route: '/admin/claim?token=one-time-token-from-the-start' },
  );

afterEach(() => {
  document.cookie = 'tastyLoggedIn=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('ClaimOwnerPage', () => {
  it('sends the link’s token and opens the console once the player is the owner', async () => {
    document.cookie = 'tastyLoggedIn=1; path=/';
    const sent: unknown[] = [];
    server.use(
      answer(adminApi.claimOwner, async (request) => {
        sent.push(await request.json());
        return { role: 'owner' as const };
      }),
    );
    page();
    await userEvent.click(screen.getByTestId('owner-claim-submit'));
    expect(await screen.findByText('console')).toBeTruthy();
    expect(sent).toEqual([{ token: 'one-time-token-from-the-start' }]);
  });

  it('says why a used link fails, and asks a guest to sign in first', async () => {
    document.cookie = 'tastyLoggedIn=1; path=/';
    server.use(http.post('http://localhost:3000/api/v1/owner-claim', () => HttpResponse.json({ code: 'owner_claim_invalid', msg: '', parameters: {} }, { status: 409 })));
    const { unmount } = page();
    await userEvent.click(screen.getByTestId('owner-claim-submit'));
    expect((await screen.findByRole('alert')).textContent).toContain('Ссылка владельца недействительна');
    unmount();

    document.cookie = 'tastyLoggedIn=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    page();
    expect(screen.getByTestId('owner-claim').textContent).toContain('Сначала войдите на сайт');
    expect(screen.queryByTestId('owner-claim-submit')).toBeNull();
  });
});

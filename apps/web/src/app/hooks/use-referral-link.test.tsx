import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { usersApi } from '../../lib/api/endpoints/users';
import { useSessionFlag } from '../../stores/session-store';
import { answer } from '../../testing/api-handlers';
import { userFixture } from '../../testing/fixtures';
import { server } from '../../testing/msw-server';
import { renderWithApp } from '../../testing/render';
import { useReferralLink } from './use-referral-link';

function Probe() {
  useReferralLink();
  return null;
}

describe('useReferralLink', () => {
  it('keeps a /?ref= code and binds it once the visitor is signed in, then forgets it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('http://localhost:3000/api/v1/partners/bind', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const guest = renderWithApp(<Probe />, { route: '/?ref=Dragon7' });
    await waitFor(() => expect(localStorage.getItem('referralCode')).toContain('Dragon7'));
    expect(sent).toEqual([]);
    guest.unmount();

    server.use(answer(usersApi.me, userFixture()));
    useSessionFlag.getState().setFlagged(true);
    renderWithApp(<Probe />);
    await waitFor(() => expect(sent).toEqual([{ code: 'Dragon7' }]));
    await waitFor(() => expect(localStorage.getItem('referralCode')).toBeNull());
  });

  it('ignores a code that is not letters and digits', () => {
    renderWithApp(<Probe />, { route: '/?ref=%3Cscript%3E' });
    expect(localStorage.getItem('referralCode')).toBeNull();
  });
});

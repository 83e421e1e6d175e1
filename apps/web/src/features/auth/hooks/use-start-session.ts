import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@tastydrop/domain';
import { useCallback } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { setAccessToken } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/session/get-me';
import { useModalStore } from '../../../stores/modal-store';
import { useSessionFlag } from '../../../stores/session-store';
import { nitroLogin } from '../api/nitro-login';

/**
 * Turns an access token into a session: cookies via /nitro-api/login, token in memory, then the user. A sign-in
 * asked for by an action (create a battle, a guarded page) then goes on to that action's page.
 */
export function useStartSession(): (token: string) => Promise<User> {
  const client = useQueryClient();
  const setFlagged = useSessionFlag((s) => s.setFlagged);
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  return useCallback(
    async (token: string) => {
      const { accessToken } = await nitroLogin(token);
      setAccessToken(accessToken);
      setFlagged(true);
      const user = await client.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
      // Guards re-run either way: a signed-in visitor leaves /refill/unauth or /land1 at once.
      const returnTo = useModalStore.getState().takeReturnTo();
      if (returnTo) void navigate(returnTo);
      else void revalidate();
      return user;
    },
    [client, setFlagged, revalidate, navigate],
  );
}

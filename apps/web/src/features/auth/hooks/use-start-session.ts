import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@tastydrop/domain';
import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import { setAccessToken } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/session/get-me';
import { useSessionFlag } from '../../../stores/session-store';
import { nitroLogin } from '../api/nitro-login';

/** Turns an access token into a session: cookies via /nitro-api/login, token in memory, then the user. */
export function useStartSession(): (token: string) => Promise<User> {
  const client = useQueryClient();
  const setFlagged = useSessionFlag((s) => s.setFlagged);
  const { revalidate } = useRevalidator();
  return useCallback(
    async (token: string) => {
      const { accessToken } = await nitroLogin(token);
      setAccessToken(accessToken);
      setFlagged(true);
      const user = await client.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
      // Guards re-run: a signed-in visitor leaves /refill/unauth or /land1 at once.
      void revalidate();
      return user;
    },
    [client, setFlagged, revalidate],
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { usersApi } from '../../../lib/api/endpoints/users';
import { queryKeys } from '../../../lib/query-keys';

interface SteamData {
  link?: string;
  login?: string;
}

/** POST /v1/users/set/steam/data: saves the trade link and/or the platform login. */
function setSteamData(data: SteamData): Promise<{ message: string; steam: User['steam'] }> {
  return callApi(usersApi.setSteamData, { request: data });
}

/** Saves Steam data into the user query; the form shows field errors itself, so the mutation is silent. */
export function useSetSteamData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setSteamData,
    meta: { silent: true },
    onSuccess: ({ steam }) => {
      client.setQueryData<User>(queryKeys.users.me, (user) => user && { ...user, steam });
    },
  });
}

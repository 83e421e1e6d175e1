import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { usersApi } from '../../../lib/api/endpoints/users';
import { queryKeys } from '../../../lib/query-keys';

interface SteamData {
  link?: string;
  login?: string;
}

interface SteamDataSaved {
  message: string;
  steam: User['steam'];
}

/** POST /v1/users/set/steam/data: saves the trade link and/or the platform login. */
function setSteamData(data: SteamData): Promise<SteamDataSaved> {
  return callApi(usersApi.setSteamData, { request: data });
}

/** Saves Steam data and writes it into the user query; field errors are the form's to show. */
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

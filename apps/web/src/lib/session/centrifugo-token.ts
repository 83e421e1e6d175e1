import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/call';
import { usersApi } from '../api/endpoints/users';
import { queryKeys } from '../query-keys';

/** GET /v1/users/centrifugo/token: the token of the personal channel (the field is spelled centryfugoKey). */
function getCentrifugoToken() {
  return callApi(usersApi.centrifugoToken);
}

function centrifugoTokenQueryOptions(userId: number) {
  return queryOptions({
    queryKey: queryKeys.users.centrifugoToken(userId),
    queryFn: getCentrifugoToken,
    staleTime: Infinity,
    meta: { silent: true },
  });
}

export function useCentrifugoToken(userId: number | null) {
  return useQuery({ ...centrifugoTokenQueryOptions(userId ?? 0), enabled: userId !== null });
}

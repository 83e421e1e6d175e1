import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserLevels } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { usersApi } from '../../../lib/api/endpoints/users';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/users/{id}/levels: level and experience toward the next level (cached with the header's copy). */
function getUserLevels(userId: number): Promise<UserLevels> {
  return callApi(usersApi.levels, { params: { userId } });
}

function userLevelsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: queryKeys.users.levels(userId),
    queryFn: () => getUserLevels(userId),
    meta: { silent: true },
  });
}

export function useUserLevels(userId: number) {
  return useQuery(userLevelsQueryOptions(userId));
}

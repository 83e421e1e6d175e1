import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserLevels } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { usersApi } from '../../../lib/api/endpoints/users';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/users/{id}/levels: level, experience and the next level's progress. */
function getUserLevels(userId: number): Promise<UserLevels> {
  return callApi(usersApi.levels, { params: { userId } });
}

export function userLevelsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: queryKeys.users.levels(userId),
    queryFn: () => getUserLevels(userId),
    meta: { silent: true },
  });
}

export function useUserLevels(userId: number | null) {
  return useQuery({ ...userLevelsQueryOptions(userId ?? 0), enabled: userId !== null });
}

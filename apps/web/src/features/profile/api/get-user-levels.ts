import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserLevels } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /v1/users/{id}/levels: level and experience toward the next level (cached with the header's copy). */
function getUserLevels(userId: number): Promise<UserLevels> {
  return apiGet<UserLevels>(`/v1/users/${userId}/levels`);
}

function userLevelsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['users', userId, 'levels'],
    queryFn: () => getUserLevels(userId),
    meta: { silent: true },
  });
}

export function useUserLevels(userId: number) {
  return useQuery(userLevelsQueryOptions(userId));
}

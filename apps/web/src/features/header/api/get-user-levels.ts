import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserLevels } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /v1/users/{id}/levels: level, experience and the next level's progress. */
function getUserLevels(userId: number): Promise<UserLevels> {
  return apiGet<UserLevels>(`/v1/users/${userId}/levels`);
}

export function userLevelsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['users', userId, 'levels'],
    queryFn: () => getUserLevels(userId),
    meta: { silent: true },
  });
}

export function useUserLevels(userId: number | null) {
  return useQuery({ ...userLevelsQueryOptions(userId ?? 0), enabled: userId !== null });
}

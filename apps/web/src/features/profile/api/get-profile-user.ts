import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /v1/users/{id}: a player's public card (nickname, avatar, level, registration date, statistics). */
function getProfileUser(userId: number): Promise<PublicUser> {
  return apiGet<PublicUser>(`/v1/users/${userId}`);
}

function profileUserQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['users', userId, 'public'],
    queryFn: () => getProfileUser(userId),
    // The page shows its own not-found and error states.
    meta: { silent: true },
  });
}

export function useProfileUser(userId: number) {
  return useQuery(profileUserQueryOptions(userId));
}

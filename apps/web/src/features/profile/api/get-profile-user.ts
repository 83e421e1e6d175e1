import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { usersApi } from '../../../lib/api/endpoints/users';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/users/{id}: a player's public card (nickname, avatar, level, registration date, statistics). */
function getProfileUser(userId: number): Promise<PublicUser> {
  return callApi(usersApi.profile, { params: { userId } });
}

function profileUserQueryOptions(userId: number) {
  return queryOptions({
    queryKey: queryKeys.users.profile(userId),
    queryFn: () => getProfileUser(userId),
    // The page shows its own not-found and error states.
    meta: { silent: true },
  });
}

export function useProfileUser(userId: number) {
  return useQuery(profileUserQueryOptions(userId));
}

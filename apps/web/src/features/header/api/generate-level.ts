import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserLevels } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { usersApi } from '../../../lib/api/endpoints/users';
import { userLevelsQueryOptions } from './get-user-levels';
import { queryKeys } from '../../../lib/query-keys';

/** POST /v1/users/level/generate: the one-time level generation of a new account. */
function generateLevel(): Promise<UserLevels> {
  return callApi(usersApi.generateLevel);
}

/** Generates the level; on success the levels are the answer and the user is reloaded. */
export function useGenerateLevel(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generateLevel,
    // A refused generation (already generated elsewhere) only means there is nothing to do.
    meta: { silent: true },
    onSuccess: (levels) => {
      client.setQueryData(userLevelsQueryOptions(userId).queryKey, levels);
      void client.invalidateQueries({ queryKey: queryKeys.users.me });
    },
  });
}

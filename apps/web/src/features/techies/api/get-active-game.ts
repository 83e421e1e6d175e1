import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TechiesActiveResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { techiesApi } from '../../../lib/api/endpoints/techies';

/** GET /v1/techies/games/active: the player's running game, if any (its field stays on the server). */
function getActiveGame(): Promise<TechiesActiveResponse> {
  return callApi(techiesApi.active);
}

export function useActiveGame(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: queryKeys.techies.active, queryFn: getActiveGame, meta: { silent: true } }), enabled });
}

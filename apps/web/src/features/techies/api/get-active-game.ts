import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TechiesActiveResponse } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

export const activeGameQueryKey = ['techies', 'active'] as const;

/** GET /v1/techies/games/active: the player's running game, if any (its field stays on the server). */
function getActiveGame(): Promise<TechiesActiveResponse> {
  return apiGet<TechiesActiveResponse>('/v1/techies/games/active', undefined, { auth: true });
}

export function useActiveGame(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: activeGameQueryKey, queryFn: getActiveGame, meta: { silent: true } }), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TechiesGamesResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { techiesApi } from '../../../lib/api/endpoints/techies';

const RECENT_GAMES_SHOWN = 10;
/** GET /v1/techies/games: the player's latest games, newest first. */
function getGames(): Promise<TechiesGamesResponse> {
  return callApi(techiesApi.games, { request: { perPage: RECENT_GAMES_SHOWN } });
}

export function useGames(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: queryKeys.techies.games, queryFn: getGames, meta: { silent: true } }), enabled });
}

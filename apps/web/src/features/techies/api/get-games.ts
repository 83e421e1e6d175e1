import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TechiesGamesResponse } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

const RECENT_GAMES_SHOWN = 10;
export const gamesQueryKey = ['techies', 'games'] as const;

/** GET /v1/techies/games: the player's latest games, newest first. */
function getGames(): Promise<TechiesGamesResponse> {
  return apiGet<TechiesGamesResponse>('/v1/techies/games', { perPage: RECENT_GAMES_SHOWN }, { auth: true });
}

export function useGames(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: gamesQueryKey, queryFn: getGames, meta: { silent: true } }), enabled });
}

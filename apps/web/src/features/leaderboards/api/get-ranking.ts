import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ranking } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';
import { leaderboardsQueryKey } from './get-active-leaderboards';

/** GET /v2/top/ranking/{id}: `me` and the leaders of one board. */
function getRanking(id: number): Promise<Ranking> {
  return apiGet<Ranking>(`/v2/top/ranking/${id}`);
}

export function useRanking(id: number | null, userId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...leaderboardsQueryKey, 'ranking', id, userId],
      queryFn: () => getRanking(id!),
      enabled: id !== null,
      meta: { silent: true },
    }),
  );
}

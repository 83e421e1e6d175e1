import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ranking } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { leaderboardsApi } from '../../../lib/api/endpoints/leaderboards';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v2/top/ranking/{id}: `me` and the leaders of one board. */
function getRanking(id: number): Promise<Ranking> {
  return callApi(leaderboardsApi.ranking, { params: { id } });
}

export function useRanking(id: number | null, userId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.leaderboards.ranking(id, userId),
      queryFn: () => getRanking(id!),
      enabled: id !== null,
      meta: { silent: true },
    }),
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Leaderboard } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { leaderboardsApi } from '../../../lib/api/endpoints/leaderboards';
import { queryKeys } from '../../../lib/query-keys';

export const leaderboardsQueryKey = queryKeys.leaderboards.all;

/** GET /v2/top/active: the running boards, sorted by `order`; failures are silent. */
function getActiveLeaderboards(): Promise<Leaderboard[]> {
  return callApi(leaderboardsApi.active);
}

export function useActiveLeaderboards(userId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.leaderboards.active(userId),
      queryFn: async () => [...(await getActiveLeaderboards())].sort((a, b) => a.order - b.order),
      meta: { silent: true },
    }),
  );
}

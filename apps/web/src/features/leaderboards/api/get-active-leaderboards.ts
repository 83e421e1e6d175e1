import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Leaderboard } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

export const leaderboardsQueryKey = ['leaderboards'] as const;

/** GET /v2/top/active: the running boards, sorted by `order`; failures are silent. */
function getActiveLeaderboards(): Promise<Leaderboard[]> {
  return apiGet<Leaderboard[]>('/v2/top/active');
}

export function useActiveLeaderboards(userId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...leaderboardsQueryKey, 'active', userId],
      queryFn: async () => [...(await getActiveLeaderboards())].sort((a, b) => a.order - b.order),
      meta: { silent: true },
    }),
  );
}

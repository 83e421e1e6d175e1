import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardHistoryEntry } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { leaderboardsApi } from '../../../lib/api/endpoints/leaderboards';
import { queryKeys } from '../../../lib/query-keys';

/** The player's prizes whose reward popup is still to be shown (the realtime `leaderboard_reward` refetches it). */
export const unseenRewardsQueryKey = queryKeys.leaderboards.unseen;

/** GET /v2/top/rewards/unseen: prizes not yet seen in the reward popup, oldest first. */
function getUnseenRewards(): Promise<LeaderboardHistoryEntry[]> {
  return callApi(leaderboardsApi.unseenRewards);
}

export function useUnseenRewards(userId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.leaderboards.unseenOf(userId),
      queryFn: getUnseenRewards,
      enabled: userId !== null,
      meta: { silent: true },
      // A prize given while the socket was away shows when the player comes back to the tab.
      refetchOnWindowFocus: true,
    }),
  );
}

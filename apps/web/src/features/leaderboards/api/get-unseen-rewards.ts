import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardHistoryEntry } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';
import { leaderboardsQueryKey } from './get-active-leaderboards';

/** The player's prizes whose reward popup is still to be shown (the realtime `leaderboard_reward` refetches it). */
export const unseenRewardsQueryKey = [...leaderboardsQueryKey, 'unseen'] as const;

/** GET /v2/top/rewards/unseen: prizes not yet seen in the reward popup, oldest first. */
function getUnseenRewards(): Promise<LeaderboardHistoryEntry[]> {
  return apiGet<LeaderboardHistoryEntry[]>('/v2/top/rewards/unseen', undefined, { auth: true });
}

export function useUnseenRewards(userId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...unseenRewardsQueryKey, userId],
      queryFn: getUnseenRewards,
      enabled: userId !== null,
      meta: { silent: true },
      // A prize given while the socket was away shows when the player comes back to the tab.
      refetchOnWindowFocus: true,
    }),
  );
}

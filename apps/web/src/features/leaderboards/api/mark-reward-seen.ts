import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaderboardHistoryEntry } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { leaderboardsApi } from '../../../lib/api/endpoints/leaderboards';
import { unseenRewardsQueryKey } from './get-unseen-rewards';

/** POST /v2/top/rewards/{id}/seen: the popup of this prize is not shown again, on any device. */
function markRewardSeen(id: number) {
  return callApi(leaderboardsApi.markSeen, { params: { id } });
}

/** Drops the prize from the popup at once; a failed mark only means the popup comes back on the next visit. */
export function useMarkRewardSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRewardSeen,
    meta: { silent: true },
    onMutate: (id) => {
      client.setQueriesData<LeaderboardHistoryEntry[]>({ queryKey: unseenRewardsQueryKey }, (list) => list?.filter((r) => r.id !== id));
    },
  });
}

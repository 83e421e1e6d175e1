import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaderboardHistoryEntry } from '@tastydrop/domain';
import { apiPost } from '../../../lib/api-client';
import { unseenRewardsQueryKey } from './get-unseen-rewards';

/** POST /v2/top/rewards/{id}/seen: the popup of this prize is not shown again, on any device. */
function markRewardSeen(id: number): Promise<{ ok: true }> {
  return apiPost<{ ok: true }>(`/v2/top/rewards/${id}/seen`, undefined, { auth: true });
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

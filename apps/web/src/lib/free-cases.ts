import { queryKeys } from './query-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api/call';
import { casesApi } from './api/endpoints/cases';

/** The player's free cases: one cache entry for the bonuses page, the event page and whatever grants one. */

/** GET /v1/cases/free: free cases granted to the player, with their counters. */
export function useFreeCases(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.cases.free, queryFn: () => callApi(casesApi.free), enabled });
}

/** POST /v1/cases/free/{grantId}/open. */
export function useOpenFreeCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (grantId: number) => callApi(casesApi.openFree, { params: { grantId } }),
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: queryKeys.cases.free }), client.invalidateQueries({ queryKey: queryKeys.users.all })]);
    },
  });
}

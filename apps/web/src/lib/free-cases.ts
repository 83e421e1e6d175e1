import { queryKeys } from './query-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseOpenResponse, FreeCase } from '@tastydrop/domain';
import { apiGet, apiPost } from './api-client';

/** The player's free cases: one cache entry for the bonuses page, the event page and whatever grants one. */

/** GET /v1/cases/free: free cases granted to the player, with their counters. */
export function useFreeCases(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.cases.free, queryFn: () => apiGet<FreeCase[]>('/v1/cases/free', undefined, { auth: true }), enabled });
}

/** POST /v1/cases/free/{grantId}/open. */
export function useOpenFreeCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (grantId: number) => apiPost<CaseOpenResponse>(`/v1/cases/free/${grantId}/open`, undefined, { auth: true }),
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: queryKeys.cases.free }), client.invalidateQueries({ queryKey: queryKeys.users.all })]);
    },
  });
}

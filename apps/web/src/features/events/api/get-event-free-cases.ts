import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseOpenResponse, EventFreeCase, FreeCase, FreeCaseGiftView } from '@tastydrop/domain';
import { apiGet, apiPost } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session/get-me';
import { eventQueryKey } from './get-event';

const eventFreeCasesKey = (userId: number | null) => [...eventQueryKey, 'free-cases', userId] as const;
/** The same cache entry as the bonuses page's list of the player's free cases. */
const playerFreeCasesKey = ['cases', 'free'] as const;

/** GET /v1/event/free-cases: the event's free cases and, for a player, whether each can be taken. */
export function useEventFreeCases(userId: number | null, enabled: boolean) {
  return useQuery({ queryKey: eventFreeCasesKey(userId), queryFn: () => apiGet<EventFreeCase[]>('/v1/event/free-cases', undefined, { auth: userId !== null }), enabled, meta: { silent: true } });
}

/** GET /v1/cases/free: the player's free cases with their counters (those from the event open here). */
export function usePlayerFreeCases(enabled: boolean) {
  return useQuery({ queryKey: playerFreeCasesKey, queryFn: () => apiGet<FreeCase[]>('/v1/cases/free', undefined, { auth: true }), enabled });
}

/** POST /v1/event/free-cases/{index}/claim; after it the profile and free cases are refetched (part 2 §7). */
export function useClaimEventFreeCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (index: number) => apiPost<FreeCaseGiftView>(`/v1/event/free-cases/${index}/claim`, undefined, { auth: true }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: [...eventQueryKey, 'free-cases'] }),
        client.invalidateQueries({ queryKey: playerFreeCasesKey }),
        client.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}

/** POST /v1/cases/free/{grantId}/open. */
export function useOpenEventFreeCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (grantId: number) => apiPost<CaseOpenResponse>(`/v1/cases/free/${grantId}/open`, undefined, { auth: true }),
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: playerFreeCasesKey }), client.invalidateQueries({ queryKey: ['users'] })]);
    },
  });
}

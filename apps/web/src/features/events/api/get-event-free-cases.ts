import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventFreeCase, FreeCaseGiftView } from '@tastydrop/domain';
import { apiGet, apiPost } from '../../../lib/api-client';
import { eventQueryKey } from './get-event';
import { queryKeys } from '../../../lib/query-keys';

const eventFreeCasesKey = (userId: number | null) => [...eventQueryKey, 'free-cases', userId] as const;

/** GET /v1/event/free-cases: the event's free cases and, for a player, whether each can be taken. */
export function useEventFreeCases(userId: number | null, enabled: boolean) {
  return useQuery({ queryKey: eventFreeCasesKey(userId), queryFn: () => apiGet<EventFreeCase[]>('/v1/event/free-cases', undefined, { auth: userId !== null }), enabled, meta: { silent: true } });
}

/** POST /v1/event/free-cases/{index}/claim; after it the profile and free cases are refetched. */
export function useClaimEventFreeCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (index: number) => apiPost<FreeCaseGiftView>(`/v1/event/free-cases/${index}/claim`, undefined, { auth: true }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: [...eventQueryKey, 'free-cases'] }),
        client.invalidateQueries({ queryKey: queryKeys.cases.free }),
        client.invalidateQueries({ queryKey: queryKeys.users.me }),
      ]);
    },
  });
}

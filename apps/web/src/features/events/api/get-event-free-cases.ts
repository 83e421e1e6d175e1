import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { eventsApi } from '../../../lib/api/endpoints/events';
import { queryKeys } from '../../../lib/query-keys';

const eventFreeCasesKey = queryKeys.events.freeCases;

/** GET /v1/event/free-cases: the event's free cases and, for a player, whether each can be taken. */
export function useEventFreeCases(userId: number | null, enabled: boolean) {
  return useQuery({ queryKey: eventFreeCasesKey(userId), queryFn: () => callApi(userId !== null ? eventsApi.ownFreeCases : eventsApi.freeCases), enabled, meta: { silent: true } });
}

/** POST /v1/event/free-cases/{index}/claim; after it the profile and free cases are refetched. */
export function useClaimEventFreeCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (index: number) => callApi(eventsApi.claimFreeCase, { params: { index } }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.events.freeCasesAll }),
        client.invalidateQueries({ queryKey: queryKeys.cases.free }),
        client.invalidateQueries({ queryKey: queryKeys.users.me }),
      ]);
    },
  });
}

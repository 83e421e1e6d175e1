import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BattlePass } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { eventsApi } from '../../../lib/api/endpoints/events';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/challenge: the battle pass (guests get it locked, without tasks). */
function getChallenge(): Promise<BattlePass> {
  return callApi(eventsApi.challenge);
}

export function useChallenge(userId: number | null) {
  return useQuery(queryOptions({ queryKey: queryKeys.events.challenge(userId), queryFn: getChallenge, meta: { silent: true } }));
}

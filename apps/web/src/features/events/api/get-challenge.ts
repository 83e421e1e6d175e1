import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BattlePass } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';
import { eventQueryKey } from './get-event';

/** GET /v1/challenge: the battle pass (guests get it locked, without tasks). */
function getChallenge(): Promise<BattlePass> {
  return apiGet<BattlePass>('/v1/challenge');
}

export function useChallenge(userId: number | null) {
  return useQuery(queryOptions({ queryKey: [...eventQueryKey, 'challenge', userId], queryFn: getChallenge, meta: { silent: true } }));
}

import { useQuery } from '@tanstack/react-query';
import type { BattleListResponse } from '@tastydrop/domain';
import type { BattleSort } from '../types';
import { battleKeys } from './keys';
import { oldGet } from './old-api';

/** Open and running battles, private ones left out (private=1 with the statuses started and created). */
const LIVE_STATUSES = ['created', 'started'] as const;

/** GET /old/battles: the live list, sorted by date or price. */
function getBattles(sort: BattleSort): Promise<BattleListResponse> {
  return oldGet<BattleListResponse>('/battles', { private: 1, statuses: LIVE_STATUSES, sort, page: 1 });
}

export function useBattles(sort: BattleSort) {
  return useQuery({
    queryKey: battleKeys.list(sort),
    queryFn: () => getBattles(sort),
    // The battles channel keeps the list fresh.
    staleTime: Infinity,
  });
}

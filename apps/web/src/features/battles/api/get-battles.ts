import { useQuery } from '@tanstack/react-query';
import { BATTLE_LIST_PAGE_SIZE, type BattleListResponse } from '@tastydrop/domain';
import type { BattleSort } from '../types';
import { battleKeys } from './keys';
import { callApi } from '../../../lib/api/call';
import { battlesApi } from '../../../lib/api/endpoints/battles';

/** Open and running battles, private ones left out (private=1 with the statuses started and created). */
const LIVE_STATUSES = ['created', 'started'] as const;

/** GET /old/battles: the live list, sorted by date or price. */
function getBattles(sort: BattleSort): Promise<BattleListResponse> {
  return callApi(battlesApi.list, { request: { private: true, statuses: [...LIVE_STATUSES], sort, page: 1, perPage: BATTLE_LIST_PAGE_SIZE } });
}

export function useBattles(sort: BattleSort) {
  return useQuery({
    queryKey: battleKeys.list(sort),
    queryFn: () => getBattles(sort),
    // The battles channel keeps the list fresh.
    staleTime: Infinity,
  });
}

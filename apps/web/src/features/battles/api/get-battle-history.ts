import { useQuery } from '@tanstack/react-query';
import { BATTLE_LIST_PAGE_SIZE, type BattleHistoryResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { battlesApi } from '../../../lib/api/endpoints/battles';
import { battleKeys } from './keys';

/** GET /v1/battles: the player's finished battles, newest first. */
function getBattleHistory(): Promise<BattleHistoryResponse> {
  return callApi(battlesApi.history, { request: { page: 1, perPage: BATTLE_LIST_PAGE_SIZE } });
}

export function useBattleHistory(userId: number | null) {
  return useQuery({ queryKey: battleKeys.history(userId), queryFn: getBattleHistory, enabled: userId !== null });
}

import { useQuery } from '@tanstack/react-query';
import type { BestBattlesResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { battlesApi } from '../../../lib/api/endpoints/battles';
import { battleKeys } from './keys';

/** GET /v1/battles/best: the biggest wins of real players. */
function getBestBattles(): Promise<BestBattlesResponse> {
  return callApi(battlesApi.best);
}

export function useBestBattles() {
  return useQuery({ queryKey: battleKeys.best(), queryFn: getBestBattles });
}

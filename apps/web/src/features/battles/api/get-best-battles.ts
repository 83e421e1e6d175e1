import { useQuery } from '@tanstack/react-query';
import type { BestBattlesResponse } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';
import { battleKeys } from './keys';

/** GET /v1/battles/best: the biggest wins of real players. */
function getBestBattles(): Promise<BestBattlesResponse> {
  return apiGet<BestBattlesResponse>('/v1/battles/best');
}

export function useBestBattles() {
  return useQuery({ queryKey: battleKeys.best(), queryFn: getBestBattles });
}

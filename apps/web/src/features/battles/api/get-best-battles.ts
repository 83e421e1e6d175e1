import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Battle } from '../types';
import { battleKeys } from './keys';

/** GET /v1/battles/best: the biggest wins. */
export function getBestBattles(): Promise<Battle[]> {
  return apiGet<Battle[]>('/v1/battles/best');
}

export function useBestBattles() {
  return useQuery({ queryKey: battleKeys.best(), queryFn: getBestBattles });
}

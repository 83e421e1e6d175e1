import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Battle } from '../types';
import { battleKeys } from './keys';

/** GET /v1/battles: the player's battles, newest first. */
export function getBattleHistory(): Promise<Battle[]> {
  return apiGet<Battle[]>('/v1/battles', undefined, { auth: true });
}

export function useBattleHistory(userId: number | null) {
  return useQuery({ queryKey: battleKeys.history(userId), queryFn: getBattleHistory, enabled: userId !== null });
}

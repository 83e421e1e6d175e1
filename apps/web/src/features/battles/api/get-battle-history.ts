import { useQuery } from '@tanstack/react-query';
import type { BattleHistoryResponse } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';
import { battleKeys } from './keys';

/** GET /v1/battles: the player's finished battles, newest first. */
function getBattleHistory(): Promise<BattleHistoryResponse> {
  return apiGet<BattleHistoryResponse>('/v1/battles', { page: 1 }, { auth: true });
}

export function useBattleHistory(userId: number | null) {
  return useQuery({ queryKey: battleKeys.history(userId), queryFn: getBattleHistory, enabled: userId !== null });
}

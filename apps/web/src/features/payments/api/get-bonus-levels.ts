import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusLevel } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /v1/payments/bonus/levels: the deposit bonus from each limit. */
function getBonusLevels(): Promise<BonusLevel[]> {
  return apiGet<BonusLevel[]>('/v1/payments/bonus/levels');
}

function bonusLevelsQueryOptions() {
  return queryOptions({ queryKey: ['payments', 'bonus-levels'], queryFn: getBonusLevels, staleTime: 5 * 60_000, meta: { silent: true } });
}

export const useBonusLevels = () => useQuery(bonusLevelsQueryOptions());

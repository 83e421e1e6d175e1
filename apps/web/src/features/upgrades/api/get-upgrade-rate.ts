import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UpgradeRateResponse } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /v1/upgrade-rate: the share of the fair chance players get, and the upgrade limits. */
function getUpgradeRate(): Promise<UpgradeRateResponse> {
  return apiGet<UpgradeRateResponse>('/v1/upgrade-rate');
}

export function useUpgradeRate() {
  return useQuery(queryOptions({ queryKey: ['upgrades', 'rate'], queryFn: getUpgradeRate, staleTime: Infinity, meta: { silent: true } }));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UpgradeRateResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { upgradesApi } from '../../../lib/api/endpoints/upgrades';

/** GET /v1/upgrade-rate: the share of the fair chance players get, and the upgrade limits. */
function getUpgradeRate(): Promise<UpgradeRateResponse> {
  return callApi(upgradesApi.rate);
}

export function useUpgradeRate() {
  return useQuery(queryOptions({ queryKey: queryKeys.upgrades.rate, queryFn: getUpgradeRate, staleTime: Infinity, meta: { silent: true } }));
}

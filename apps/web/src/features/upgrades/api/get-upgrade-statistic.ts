import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UpgradeStatistic } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { upgradesApi } from '../../../lib/api/endpoints/upgrades';

/** GET /v1/upgrades/statistic: totals of all upgrades (and the player's own when signed in). */
function getUpgradeStatistic(): Promise<UpgradeStatistic> {
  return callApi(upgradesApi.statistic);
}

export function useUpgradeStatistic(userId: number | null) {
  return useQuery(
    queryOptions({ queryKey: queryKeys.upgrades.statisticOf(userId), queryFn: getUpgradeStatistic, meta: { silent: true } }),
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UpgradeStatistic } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

export const upgradeStatisticQueryKey = ['upgrades', 'statistic'] as const;

/** GET /v1/upgrades/statistic: totals of all upgrades (and the player's own when signed in). */
function getUpgradeStatistic(): Promise<UpgradeStatistic> {
  return apiGet<UpgradeStatistic>('/v1/upgrades/statistic');
}

export function useUpgradeStatistic(userId: number | null) {
  return useQuery(
    queryOptions({ queryKey: [...upgradeStatisticQueryKey, userId], queryFn: getUpgradeStatistic, meta: { silent: true } }),
  );
}

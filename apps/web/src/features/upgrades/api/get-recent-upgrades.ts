import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentUpgradesResponse } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

const RECENT_UPGRADES_SHOWN = 12;
export const recentUpgradesQueryKey = ['upgrades', 'recent'] as const;

/** GET /v1/upgrades: the latest upgrades of all players. */
function getRecentUpgrades(): Promise<RecentUpgradesResponse> {
  return apiGet<RecentUpgradesResponse>('/v1/upgrades', { perPage: RECENT_UPGRADES_SHOWN });
}

export function useRecentUpgrades() {
  return useQuery(queryOptions({ queryKey: recentUpgradesQueryKey, queryFn: getRecentUpgrades, meta: { silent: true } }));
}

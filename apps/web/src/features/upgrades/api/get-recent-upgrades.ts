import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentUpgradesResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { upgradesApi } from '../../../lib/api/endpoints/upgrades';

const RECENT_UPGRADES_SHOWN = 12;
/** GET /v1/upgrades: the latest upgrades of all players. */
function getRecentUpgrades(): Promise<RecentUpgradesResponse> {
  return callApi(upgradesApi.recent, { request: { perPage: RECENT_UPGRADES_SHOWN } });
}

export function useRecentUpgrades() {
  return useQuery(queryOptions({ queryKey: queryKeys.upgrades.recent, queryFn: getRecentUpgrades, meta: { silent: true } }));
}

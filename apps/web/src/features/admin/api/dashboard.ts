import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { adminApi } from '../../../lib/api/endpoints/admin';
import { consoleKeys, silent } from './console-keys';

export interface DashboardBucket {
  at: string;
  deposits: number;
  withdrawals: number;
  ggr: number;
  opens: number;
  battles: number;
  upgrades: number;
  active: number;
  newPlayers: number;
}

export interface Dashboard {
  buckets: DashboardBucket[];
  signups: number;
  paid: number;
}

/** GET /api/admin/dashboard?days=1|7|30: the business by hour (a day) or by day. */
export function useDashboard(days: 1 | 7 | 30, enabled: boolean) {
  return useQuery({
    queryKey: consoleKeys.dashboard(days),
    queryFn: async (): Promise<Dashboard> => (await callApi(adminApi.dashboard, { request: { days } })) as unknown as Dashboard,
    placeholderData: keepPreviousData,
    meta: silent,
    enabled,
  });
}

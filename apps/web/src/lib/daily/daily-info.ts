import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyCasesInfo } from '@tastydrop/domain';
import { apiGet } from '../api-client';

export const dailyInfoQueryKey = ['cases', 'daily', 'info'] as const;

/** GET /v1/cases/daily/info: the daily countdown the header and /daily-cases show. */
function getDailyInfo(): Promise<DailyCasesInfo> {
  return apiGet<DailyCasesInfo>('/v1/cases/daily/info', undefined, { auth: true });
}

function dailyInfoQueryOptions() {
  return queryOptions({ queryKey: dailyInfoQueryKey, queryFn: getDailyInfo, staleTime: 60_000, meta: { silent: true } });
}

/** The signed-in player's daily countdown; `receivedAt` anchors the seconds to this browser's clock. */
export function useDailyInfo(enabled: boolean) {
  return useQuery({ ...dailyInfoQueryOptions(), enabled });
}

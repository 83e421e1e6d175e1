import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyCasesInfo } from '@tastydrop/domain';
import { callApi } from '../api/call';
import { casesApi } from '../api/endpoints/cases';
import { queryKeys } from '../query-keys';

export const dailyInfoQueryKey = queryKeys.cases.dailyInfo;

/** GET /v1/cases/daily/info: the daily countdown the header and /daily-cases show. */
function getDailyInfo(): Promise<DailyCasesInfo> {
  return callApi(casesApi.dailyInfo);
}

function dailyInfoQueryOptions() {
  return queryOptions({ queryKey: dailyInfoQueryKey, queryFn: getDailyInfo, staleTime: 60_000, meta: { silent: true } });
}

/** The signed-in player's daily countdown; `receivedAt` anchors the seconds to this browser's clock. */
export function useDailyInfo(enabled: boolean) {
  return useQuery({ ...dailyInfoQueryOptions(), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyCase } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { casesApi } from '../../../lib/api/endpoints/cases';
import { queryKeys } from '../../../lib/query-keys';

export const dailyCasesQueryKey = queryKeys.cases.dailyList;

/** GET /v1/cases/daily: every band's daily case with its state for the player. */
function getDailyCases(): Promise<DailyCase[]> {
  return callApi(casesApi.daily);
}

export function useDailyCases(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: dailyCasesQueryKey, queryFn: getDailyCases }), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyCase } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

export const dailyCasesQueryKey = ['cases', 'daily', 'list'] as const;

/** GET /v1/cases/daily: every band's daily case with its state for the player. */
function getDailyCases(): Promise<DailyCase[]> {
  return apiGet<DailyCase[]>('/v1/cases/daily', undefined, { auth: true });
}

export function useDailyCases(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: dailyCasesQueryKey, queryFn: getDailyCases }), enabled });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseOpenResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { casesApi } from '../../../lib/api/endpoints/cases';
import { dailyInfoQueryKey } from '../../../lib/daily/daily-info';
import { dailyCasesQueryKey } from './get-daily-cases';
import { queryKeys } from '../../../lib/query-keys';

/** POST /v1/cases/daily/{id}/open: the free daily open (once per 24 hours). */
function openDailyCase(caseId: number): Promise<CaseOpenResponse> {
  return callApi(casesApi.openDaily, { params: { caseId } });
}

export function useOpenDailyCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openDailyCase,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: dailyCasesQueryKey }),
        client.invalidateQueries({ queryKey: dailyInfoQueryKey }),
        client.invalidateQueries({ queryKey: queryKeys.users.me }),
        client.invalidateQueries({ queryKey: queryKeys.users.all }),
      ]);
    },
  });
}

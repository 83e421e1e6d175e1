import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusLevel } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { paymentsApi } from '../../../lib/api/endpoints/payments';

/** GET /v1/payments/bonus/levels: the deposit bonus from each limit. */
function getBonusLevels(): Promise<BonusLevel[]> {
  return callApi(paymentsApi.bonusLevels);
}

function bonusLevelsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.payments.bonusLevels, queryFn: getBonusLevels, staleTime: 5 * 60_000, meta: { silent: true } });
}

export const useBonusLevels = () => useQuery(bonusLevelsQueryOptions());

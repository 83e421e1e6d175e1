import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivePromo } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { paymentsApi } from '../../../lib/api/endpoints/payments';

/** GET /v1/payments/promo/user: the promo waiting for the player's next deposit. */
function getActivePromo(): Promise<ActivePromo> {
  return callApi(paymentsApi.activePromo);
}

function activePromoQueryOptions() {
  return queryOptions({ queryKey: queryKeys.payments.activePromo, queryFn: getActivePromo, meta: { silent: true } });
}

export const useActivePromo = () => useQuery(activePromoQueryOptions());

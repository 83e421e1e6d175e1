import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivePromo } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

export const activePromoQueryKey = ['payments', 'promo', 'active'] as const;

/** GET /v1/payments/promo/user: the promo waiting for the player's next deposit. */
function getActivePromo(): Promise<ActivePromo> {
  return apiGet<ActivePromo>('/v1/payments/promo/user', undefined, { auth: true });
}

function activePromoQueryOptions() {
  return queryOptions({ queryKey: activePromoQueryKey, queryFn: getActivePromo, meta: { silent: true } });
}

export const useActivePromo = () => useQuery(activePromoQueryOptions());

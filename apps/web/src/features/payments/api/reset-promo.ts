import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ok } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';
import { activePromoQueryKey } from './get-active-promo';

/** GET /v1/payments/promo/user/reset: withdraws the promo waiting for the next deposit. */
function resetPromo(): Promise<Ok> {
  return apiGet<Ok>('/v1/payments/promo/user/reset', undefined, { auth: true });
}

export function useResetPromo() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resetPromo, onSuccess: () => client.setQueryData(activePromoQueryKey, { promo: null }) });
}

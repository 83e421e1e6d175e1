import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ok } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { paymentsApi } from '../../../lib/api/endpoints/payments';

/** GET /v1/payments/promo/user/reset: withdraws the promo waiting for the next deposit. */
function resetPromo(): Promise<Ok> {
  return callApi(paymentsApi.resetPromo);
}

export function useResetPromo() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resetPromo, onSuccess: () => client.setQueryData(queryKeys.payments.activePromo, { promo: null }) });
}

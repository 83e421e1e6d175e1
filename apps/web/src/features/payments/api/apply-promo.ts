import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normalizePromoCode, type PromoApplyResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { updateFinance } from '../../../lib/session/finance-store';
import { paymentsApi } from '../../../lib/api/endpoints/payments';

/** POST /v1/payments/promo/apply: instant codes credit at once, the others wait for the next deposit. */
function applyPromo(code: string): Promise<PromoApplyResponse> {
  return callApi(paymentsApi.applyPromo, { request: { code: normalizePromoCode(code) } });
}

export function useApplyPromo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyPromo,
    meta: { silent: true },
    onSuccess: (applied) => {
      // Granted free cases show in the free cases list (refetched after a claim).
      if (applied.grantedFreeCases.length > 0) void client.invalidateQueries({ queryKey: queryKeys.cases.free });
      if (applied.credited !== null) {
        updateFinance({ balance: applied.balance });
      } else {
        client.setQueryData(queryKeys.payments.activePromo, { promo: applied.promo });
      }
    },
  });
}

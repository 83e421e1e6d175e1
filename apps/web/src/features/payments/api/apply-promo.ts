import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normalizePromoCode, type PromoApplyResponse, type User } from '@tastydrop/domain';
import { apiPost } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session/get-me';
import { activePromoQueryKey } from './get-active-promo';
import { freeCasesQueryKey } from '../../../lib/free-cases';

/** POST /v1/payments/promo/apply: instant codes credit at once, the others wait for the next deposit. */
function applyPromo(code: string): Promise<PromoApplyResponse> {
  return apiPost<PromoApplyResponse>('/v1/payments/promo/apply', { code: normalizePromoCode(code) }, { auth: true });
}

export function useApplyPromo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyPromo,
    meta: { silent: true },
    onSuccess: (applied) => {
      // Granted free cases show in the free cases list (refetched after a claim).
      if (applied.grantedFreeCases.length > 0) void client.invalidateQueries({ queryKey: freeCasesQueryKey });
      if (applied.credited !== null) {
        client.setQueryData<User>(meQueryKey, (user) => user && { ...user, finance: { ...user.finance, balance: applied.balance } });
      } else {
        client.setQueryData(activePromoQueryKey, { promo: applied.promo });
      }
    },
  });
}

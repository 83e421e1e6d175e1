import { useQuery } from '@tanstack/react-query';
import type { PromoInfo } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { paymentsApi } from '../../../lib/api/endpoints/payments';
import { queryKeys } from '../../../lib/query-keys';
import { createPromoLookup } from '../utils/promo-lookup';

/** GET /v1/payments/promo/info/guest/{code}: a code as anyone sees it. */
const guestLookup = createPromoLookup((code) => callApi(paymentsApi.guestPromoInfo, { params: { code } }));
/** GET /v1/payments/promo/info/{code}: a code as the player sees it (their own uses count). */
const userLookup = createPromoLookup((code) => callApi(paymentsApi.promoInfo, { params: { code } }));

function lookupPromo(code: string, signedIn: boolean): Promise<PromoInfo | null> {
  return (signedIn ? userLookup : guestLookup)(code) ?? Promise.resolve(null);
}

/** The promo of a link, once the session is known; a code that cannot be used shows nothing. */
export function usePromoInfo(code: string | null, session: 'guest' | 'signedIn' | 'loading') {
  const signedIn = session === 'signedIn';
  return useQuery({
    queryKey: queryKeys.payments.promoInfo(code ?? '', signedIn),
    queryFn: () => lookupPromo(code ?? '', signedIn),
    enabled: code !== null && session !== 'loading',
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
}

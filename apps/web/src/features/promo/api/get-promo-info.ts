import { useQuery } from '@tanstack/react-query';
import type { PromoInfo } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';
import { createPromoLookup } from '../utils/promo-lookup';

/** GET /v1/payments/promo/info/guest/{code}: a code as anyone sees it. */
const guestLookup = createPromoLookup((code) => apiGet<PromoInfo>(`/v1/payments/promo/info/guest/${encodeURIComponent(code)}`));
/** GET /v1/payments/promo/info/{code}: a code as the player sees it (their own uses count). */
const userLookup = createPromoLookup((code) => apiGet<PromoInfo>(`/v1/payments/promo/info/${encodeURIComponent(code)}`, undefined, { auth: true }));

function lookupPromo(code: string, signedIn: boolean): Promise<PromoInfo | null> {
  return (signedIn ? userLookup : guestLookup)(code) ?? Promise.resolve(null);
}

/** The promo of a link, once the session is known; a code that cannot be used shows nothing. */
export function usePromoInfo(code: string | null, session: 'guest' | 'signedIn' | 'loading') {
  const signedIn = session === 'signedIn';
  return useQuery({
    queryKey: ['promo', 'info', code, signedIn],
    queryFn: () => lookupPromo(code ?? '', signedIn),
    enabled: code !== null && session !== 'loading',
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
}

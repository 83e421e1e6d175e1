import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/get-me';
import { isString, readStored, removeStored, session, writeStored } from '../../../lib/storage';
import { popupAllowedOn, promoLinkCode, withoutPromoParams } from '../utils/promo-popup-rules';

/** A guest who claimed a code signs in first; the claim waits here, for this tab. */
const CLAIM_KEY = 'promoClaim';

export const refillWithPromo = (code: string) => `${paths.refill}?promo=${encodeURIComponent(code)}`;

/**
 * The code of a promo link (`?promo=CODE`), taken off the URL on arrival. The refill page reads its own link,
 * so the popup never catches it there.
 */
export function usePromoLink(): { code: string | null; dismiss: () => void } {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [code, setCode] = useState<string | null>(null);

  useEffect(() => {
    const found = promoLinkCode(search);
    if (!found || !popupAllowedOn(pathname)) return;
    setCode(found);
    void navigate({ pathname, search: withoutPromoParams(search), hash }, { replace: true });
  }, [pathname, search, hash, navigate]);

  return { code, dismiss: useCallback(() => setCode(null), []) };
}

/** Remembers a guest's claim until they sign in. */
export const rememberClaim = (code: string): void => writeStored(session(), CLAIM_KEY, code);

/** Once a guest who claimed a code is signed in, they go to the refill page with it. */
export function usePendingClaim(): void {
  const status = useSession().status;
  const navigate = useNavigate();
  useEffect(() => {
    if (status !== 'signedIn') return;
    const claimed = readStored(session(), CLAIM_KEY, isString);
    if (!claimed) return;
    removeStored(session(), CLAIM_KEY);
    void navigate(refillWithPromo(claimed));
  }, [status, navigate]);
}

import { REFERRAL_CODE_PATTERN } from '@tastydrop/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { callApi } from '../../lib/api/call';
import { partnersApi } from '../../lib/api/endpoints/partners';
import { useSession } from '../../lib/session/get-me';
import { isString, local, readStored, removeStored, writeStored } from '../../lib/storage';

const REFERRAL_KEY = 'referralCode';
/** A stored code waits this long for the visitor to sign up (the server's binding window decides the rest). */
const REFERRAL_TTL_MS = 30 * 24 * 3_600_000;

/**
 * `/?ref=CODE`: the referrer's code is kept in the browser, and bound once the visitor is signed in (right after a
 * quick or provider sign-up). The server refuses what may not bind (own code, an old account, a second binding);
 * any answer of the server ends the attempt, a network failure leaves it for the next visit.
 */
export function useReferralLink(): void {
  const { search } = useLocation();
  const session = useSession();
  const tried = useRef(false);

  useEffect(() => {
    const code = new URLSearchParams(search).get('ref');
    if (code && REFERRAL_CODE_PATTERN.test(code)) writeStored(local(), REFERRAL_KEY, code, REFERRAL_TTL_MS);
  }, [search]);

  const signedIn = session.status === 'signedIn';
  useEffect(() => {
    if (!signedIn || tried.current) return;
    const code = readStored(local(), REFERRAL_KEY, isString);
    if (!code) return;
    tried.current = true;
    callApi(partnersApi.bind, { request: { code } }).then(
      () => removeStored(local(), REFERRAL_KEY),
      (error: unknown) => {
        if (isApiError(error)) removeStored(local(), REFERRAL_KEY);
      },
    );
  }, [signedIn]);
}

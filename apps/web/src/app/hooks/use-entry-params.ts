import { useEffect } from 'react';
import { pushCodeAlert } from '../../lib/alerts';
import i18n from '../../lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session/get-me';
import { isBoolean, local, readStored, removeStored, writeStored } from '../../lib/storage';
import { useModalStore } from '../../stores/modal-store';
import { isFreshAccount, opensRegistration } from '../routing/route-rules';

const FRESH_ACCOUNT_KEY = 'freshAccount';

/**
 * URL markers: `#reg` opens registration for a guest; `new_user=1` (after an OAuth sign-up)
 * marks a fresh account, is removed from the URL, and greets the user once with the registration alert.
 */
export function useEntryParams(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const openSignIn = useModalStore((s) => s.openSignIn);

  useEffect(() => {
    if (session.status !== 'loading' && opensRegistration(hash, session.status === 'signedIn')) openSignIn('register');
  }, [hash, session.status, openSignIn]);

  useEffect(() => {
    if (!isFreshAccount(search)) return;
    writeStored(local(), FRESH_ACCOUNT_KEY, true);
    const params = new URLSearchParams(search);
    params.delete('new_user');
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [search, pathname, hash, navigate]);

  const nickname = session.user?.nickname;
  useEffect(() => {
    if (!nickname || readStored(local(), FRESH_ACCOUNT_KEY, isBoolean) !== true) return;
    removeStored(local(), FRESH_ACCOUNT_KEY);
    // The sign-in texts are not in the first download (lib/i18n.ts): the greeting waits for them.
    void i18n.loadNamespaces('auth').then(() => pushCodeAlert('registration_success', { message: i18n.t('toast.welcome', { ns: 'auth', name: nickname }) }));
  }, [nickname]);
}

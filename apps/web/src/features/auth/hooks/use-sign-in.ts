import { useMutation } from '@tanstack/react-query';
import { pushCodeAlert } from '../../../lib/alerts';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../stores/alerts-store';
import { useModalStore } from '../../../stores/modal-store';
import { login } from '../api/login';
import { quickRegister } from '../api/quick-register';
import { useStartSession } from './use-start-session';

/**
 * Login with credentials; success closes the modal with the login toast, and tells the
 * owner when someone guessing their password got the login refused since their last sign-in.
 */
export function useLogin() {
  const { t } = useTranslation('auth');
  const startSession = useStartSession();
  const closeSignIn = useModalStore((s) => s.closeSignIn);
  return useMutation({
    mutationFn: async (credentials: { login: string; password: string }) => {
      const { accessToken, failedAttempts } = await login(credentials);
      return { user: await startSession(accessToken), failedAttempts };
    },
    onSuccess: ({ user, failedAttempts }) => {
      pushCodeAlert('enter_success', { message: t('toast.welcome', { name: user.nickname }) });
      if (failedAttempts) pushAlert({ type: 'info', title: t('toast.guessedTitle'), message: t('toast.guessed', { count: failedAttempts }) });
      closeSignIn();
    },
  });
}

/**
 * Quick registration: the generated credentials are returned so the modal can show them once. They are shown
 * even if starting the session fails afterwards, so the new account is never lost.
 */
export function useQuickRegister() {
  const { t } = useTranslation('auth');
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async (agreements: { terms: boolean; adult: boolean }) => {
      const account = await quickRegister(agreements);
      const user = await startSession(account.accessToken).catch(() => null);
      return { login: account.login, password: account.password, user };
    },
    onSuccess: ({ user, login: generated }) => {
      const name = user?.nickname ?? generated;
      pushCodeAlert('registration_success', { message: t('toast.welcome', { name }) });
    },
  });
}

import type { AuthProvider } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { signInProviders, useSiteConfig } from '../../../lib/site-config';
import { useModalStore } from '../../../stores/modal-store';
import { useProviderSignIn } from '../api/get-provider-url';
import styles from './sign-in.module.css';

/** Steam, Google and VK buttons — only the providers the server has configured; no Steam while the hide-Steam-login flag is on. */
export function ProviderButtons({ disabled, adultConfirmed = false }: { disabled: boolean; adultConfirmed?: boolean }) {
  const { t } = useTranslation('auth');
  const authProviders = signInProviders(useSiteConfig());
  const { pathname, search } = useLocation();
  // An action that asked for the sign-in names the page to come back to.
  const returnTo = useModalStore((s) => s.returnTo);
  const signIn = useProviderSignIn();
  if (authProviders.length === 0) return null;

  const go = (provider: AuthProvider) => signIn.mutate({ provider, redirect: returnTo ?? `${pathname}${search}`, adult: adultConfirmed });

  return (
    <div className={styles.providers}>
      {authProviders.map((provider) => (
        <button
          key={provider}
          type="button"
          className={[styles.provider, provider === 'steam' && styles.steam].filter(Boolean).join(' ')}
          disabled={disabled || signIn.isPending}
          onClick={() => go(provider)}
          aria-label={t('providers.label', { provider: t(`providers.${provider}`) })}
        >
          <Icon name={provider} />
          {t(`providers.${provider}`)}
        </button>
      ))}
    </div>
  );
}

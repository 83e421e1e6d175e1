import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { signInProviders, useSiteConfig } from '../../../lib/site-config';
import { useModalStore, type SignInMode } from '../../../stores/modal-store';
import { useQuickRegister } from '../hooks/use-sign-in';
import { AuthAgreements, type Agreements } from './auth-agreements';
import { LoginForm } from './login-form';
import { ProviderButtons } from './provider-buttons';
import { QuickRegisterResult } from './quick-register-result';
import styles from './sign-in.module.css';

/** The sign-in modal: providers, login form, quick registration and the Auth checkboxes. */
export default function SignInModal({ mode }: { mode: SignInMode }) {
  const { t } = useTranslation('auth');
  const closeSignIn = useModalStore((s) => s.closeSignIn);
  const [agreements, setAgreements] = useState<Agreements>({ terms: true, adult: true });
  const quick = useQuickRegister();
  const authProviders = signInProviders(useSiteConfig());
  const blocked = !agreements.terms || !agreements.adult;

  if (quick.data) {
    return (
      <Modal title={t('quick.title')} onClose={closeSignIn} testId="signin-modal">
        <QuickRegisterResult login={quick.data.login} password={quick.data.password} onDone={closeSignIn} />
      </Modal>
    );
  }

  const quickButton = (
    <div className={styles.quick}>
      <Button
        size="l"
        block
        variant={mode === 'register' ? 'primary' : 'secondary'}
        disabled={blocked || quick.isPending}
        onClick={() => quick.mutate(agreements)}
        data-testid="quick-register"
      >
        <Icon name="lightning" size={18} />
        {quick.isPending ? t('quick.pending') : t('quick.button')}
      </Button>
      <p className={styles.hint}>{t('quick.hint')}</p>
    </div>
  );

  return (
    <Modal title={mode === 'register' ? t('titleRegister') : t('title')} onClose={closeSignIn} testId="signin-modal">
      <div className={styles.body}>
        {mode === 'register' && quickButton}
        <ProviderButtons disabled={blocked} adultConfirmed={agreements.adult} />
        {/* The divider separates the providers from the form: without providers there is nothing to separate. */}
        {authProviders.length > 0 && <p className={styles.divider}>{t('orLogin')}</p>}
        <LoginForm disabled={blocked} />
        {mode === 'login' && (
          <>
            <p className={styles.divider}>{t('orQuick')}</p>
            {quickButton}
          </>
        )}
        <AuthAgreements value={agreements} onChange={setAgreements} />
      </div>
    </Modal>
  );
}

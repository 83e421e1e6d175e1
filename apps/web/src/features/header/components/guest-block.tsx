import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { useModalStore } from '../../../stores/modal-store';
import styles from './user-block.module.css';

/** Guests see zero coins and the sign-in button. */
export function GuestBlock({ minimal }: { minimal?: boolean }) {
  const { t } = useTranslation('header');
  const openSignIn = useModalStore((s) => s.openSignIn);
  return (
    <div className={styles.block}>
      {!minimal && (
        <span className={`${styles.chip} ${styles.coins}`} data-testid="user-coins" aria-label={t('guest.coinsLabel')}>
          <Icon name="coin" size={18} className={styles.coinIcon} />
          <span className={styles.value}>0</span>
        </span>
      )}
      <Button onClick={() => openSignIn('login')} data-testid="signin-open">
        <Icon name="user" size={18} />
        {t('guest.signIn')}
      </Button>
    </div>
  );
}

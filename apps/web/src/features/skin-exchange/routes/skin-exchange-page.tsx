import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from '../../../components/ui/tool-page.module.css';
import { useSession } from '../../../lib/session/get-me';
import { useModalStore } from '../../../stores/modal-store';
import { ExchangeBoard } from '../components/exchange-board';

/** /skin-exchange: swap one of your items for another of no greater value; the difference is refunded. */
export default function SkinExchangePage() {
  const { t } = useTranslation('inventory');
  const session = useSession();
  const openSignIn = useModalStore((s) => s.openSignIn);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('exchange.title')}</h1>
        <p className={styles.subtitle}>{t('exchange.subtitle')}</p>
      </header>
      {session.status === 'signedIn' ? (
        <ExchangeBoard userId={session.user.userId} />
      ) : session.status === 'loading' ? (
        <Skeleton height={320} />
      ) : (
        <EmptyState
          icon="refresh"
          title={t('exchange.signInTitle')}
          text={t('exchange.signInText')}
          actions={
            <Button size="l" onClick={() => openSignIn('login')}>
              {t('exchange.signIn')}
            </Button>
          }
        />
      )}
    </div>
  );
}

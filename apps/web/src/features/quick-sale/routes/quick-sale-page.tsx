import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from '../../../components/ui/tool-page.module.css';
import { useSession } from '../../../lib/session/get-me';
import { useModalStore } from '../../../stores/modal-store';
import { QuickSaleBoard } from '../components/quick-sale-board';

/** /quick-sale: sell the cheap items of the inventory in one go. */
export default function QuickSalePage() {
  const { t } = useTranslation('quick-sale');
  const session = useSession();
  const openSignIn = useModalStore((s) => s.openSignIn);

  return (
    <div className={styles.page} data-testid="quick-sale-page">
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.subtitle}>{t('subtitle')}</p>
      </header>
      {session.status === 'signedIn' ? (
        <QuickSaleBoard userId={session.user.userId} />
      ) : session.status === 'loading' ? (
        <Skeleton height={320} />
      ) : (
        <EmptyState
          icon="wallet"
          title={t('signInTitle')}
          text={t('signInText')}
          testId="quick-sale-guest"
          actions={
            <Button size="l" onClick={() => openSignIn('login')}>
              {t('signIn')}
            </Button>
          }
        />
      )}
    </div>
  );
}

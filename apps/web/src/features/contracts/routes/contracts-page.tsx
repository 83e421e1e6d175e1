import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session/get-me';
import { useModalStore } from '../../../stores/modal-store';
import { ContractHistory } from '../components/contract-history';
import { ContractWorkspace } from '../components/contract-workspace';
import styles from './contracts-page.module.css';

/** /contracts: trade 3 to 10 items for one catalog item drawn by the player's seeds. */
export default function ContractsPage() {
  const { t } = useTranslation('contracts');
  const session = useSession();
  const openSignIn = useModalStore((s) => s.openSignIn);

  let body;
  if (session.status === 'loading') body = <Skeleton height={360} />;
  else if (session.status === 'guest') {
    body = (
      <EmptyState
        icon="contracts"
        title={t('page.guestTitle')}
        text={t('page.guestText')}
        actions={
          <Button size="l" onClick={() => openSignIn('login')} data-testid="contracts-signin">
            {t('page.signIn')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <ContractWorkspace />
        <ContractHistory />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('page.title')}</h1>
        <p className={styles.lead}>{t('page.lead')}</p>
      </header>
      {body}
    </div>
  );
}

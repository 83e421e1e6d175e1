import { useTranslation } from 'react-i18next';
import { SignedInOnly } from '../../../components/signed-in-only';
import { ContractHistory } from '../components/contract-history';
import { ContractWorkspace } from '../components/contract-workspace';
import styles from './contracts-page.module.css';

/** /contracts: trade 3 to 10 items for one catalog item drawn by the player's seeds. */
export default function ContractsPage() {
  const { t } = useTranslation('contracts');

  const body = (
    <SignedInOnly
      guest={{ icon: 'contracts', title: t('page.guestTitle'), text: t('page.guestText'), signIn: t('page.signIn'), testId: 'contracts-signin' }}
      skeletonHeight={360}
    >
      {() => (
        <>
          <ContractWorkspace />
          <ContractHistory />
        </>
      )}
    </SignedInOnly>
  );

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

import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useModalStore } from '../../../stores/modal-store';
import { useBonusLevels } from '../api/get-bonus-levels';
import { BonusLevelsTable } from '../components/bonus-levels-table';
import styles from '../components/refill.module.css';

/** /refill/unauth: a guest is asked to sign in; the bonus levels show what a deposit earns. */
export default function RefillUnauthPage() {
  const { t } = useTranslation('payments');
  const openSignIn = useModalStore((s) => s.openSignIn);
  const levels = useBonusLevels();
  return (
    <div className={styles.page}>
      <EmptyState
        icon="wallet"
        title={t('unauth.title')}
        text={
          <>
            {t('unauth.text')}
            <br />
            {t('unauth.methodsText')}
          </>
        }
        actions={
          <Button size="l" onClick={() => openSignIn('login')} data-testid="refill-unauth-signin">
            {t('unauth.action')}
          </Button>
        }
      />
      <BonusLevelsTable levels={levels.data} />
    </div>
  );
}

import { CHANGE_MIN_SUM_EXPERIMENT, formatAmount, minSumOf } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useVariant } from '../../../lib/experiments/use-experiments';
import { useModalStore } from '../../../stores/modal-store';
import { useBonusLevels } from '../api/get-bonus-levels';
import { BonusLevelsTable } from '../components/bonus-levels-table';
import styles from '../components/refill.module.css';

/** /refill/unauth: a guest is asked to sign in; the bonus levels show what a deposit earns. */
export default function RefillUnauthPage() {
  const { t } = useTranslation('payments');
  const openSignIn = useModalStore((s) => s.openSignIn);
  const levels = useBonusLevels();
  // Under a `change-min-sum` variant the guest learns the smallest sum before signing in.
  const minSum = minSumOf(useVariant(CHANGE_MIN_SUM_EXPERIMENT).variant?.payload);
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
            {minSum !== null && (
              <>
                <br />
                <span data-testid="refill-min-sum">{t('unauth.minSum', { sum: formatAmount(minSum) })}</span>
              </>
            )}
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

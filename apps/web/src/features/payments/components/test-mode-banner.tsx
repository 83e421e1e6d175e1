import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import styles from './refill.module.css';

/** Says plainly that payments go to the sandbox and nothing is charged. */
export function TestModeBanner() {
  const { t } = useTranslation('payments');
  return (
    <div className={styles.testMode} role="note" data-testid="payments-test-mode">
      <span className={styles.testBadge}>
        <Icon name="tools" size={16} />
        {t('testMode.badge')}
      </span>
      <span>{t('testMode.text')}</span>
    </div>
  );
}

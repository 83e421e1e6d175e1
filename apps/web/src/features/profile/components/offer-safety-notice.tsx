import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import styles from './inventory.module.css';

const STEPS = ['apiKey', 'swap', 'code', 'decline'] as const;

/** How the Steam API-key scam swaps a withdrawal's offer, and how to check an offer before accepting it. */
export function OfferSafetyNotice() {
  const { t } = useTranslation('inventory');
  return (
    <section className={styles.safety} aria-labelledby="offer-safety-title" data-testid="offer-safety">
      <h3 id="offer-safety-title" className={styles.safetyTitle}>
        <Icon name="shield" size={18} />
        {t('safety.title')}
      </h3>
      <ul className={styles.safetyList}>
        {STEPS.map((step) => (
          <li key={step}>{t(`safety.${step}`)}</li>
        ))}
      </ul>
    </section>
  );
}

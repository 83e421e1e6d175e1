import { useTranslation } from 'react-i18next';
import styles from './faq-skeleton.module.css';

const CHIPS = [96, 84, 132, 150, 120, 84, 104, 118];
const ROWS = [72, 58, 80, 64, 70, 52];

/** Placeholder in the shape of the chips and the accordion while the questions load. */
export function FaqSkeleton() {
  const { t } = useTranslation('faq');
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
      <span className={styles.search} aria-hidden="true" />
      <div className={styles.chips} aria-hidden="true">
        {CHIPS.map((width, i) => (
          <span key={i} className={styles.chip} style={{ width }} />
        ))}
      </div>
      <div className={styles.rows} aria-hidden="true">
        {ROWS.map((width, i) => (
          <span key={i} className={styles.row}>
            <span className={styles.line} style={{ width: `${width}%` }} />
          </span>
        ))}
      </div>
    </div>
  );
}

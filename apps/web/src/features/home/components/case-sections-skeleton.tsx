import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './case-sections.module.css';

const SECTIONS = 2;
const CARDS = 6;

/** The showcase while sections load: titles and card-sized placeholders. */
export function CaseSectionsSkeleton() {
  const { t } = useTranslation('cases');
  return (
    <div className={styles.list} aria-busy="true" aria-label={t('home.loading')}>
      {Array.from({ length: SECTIONS }, (_, s) => (
        <div key={s} className={styles.section}>
          <Skeleton width={220} height={28} />
          <div className={styles.grid}>
            {Array.from({ length: CARDS }, (_, c) => (
              <Skeleton key={c} width="var(--card-w)" height="calc(var(--card-w) + 96px)" className={styles.cardSkeleton} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

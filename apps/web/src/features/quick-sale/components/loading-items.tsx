import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './quick-sale.module.css';

const SKELETON_CARDS = 10;

/** The pages of the inventory arriving: how many items so far, and skeleton cards where they will stand. */
export function LoadingItems({ loaded, total }: { loaded: number; total: number }) {
  const { t } = useTranslation('quick-sale');
  return (
    <div className={styles.board} aria-busy="true" data-testid="quick-sale-loading">
      <div className={styles.progress}>
        <span className={styles.progressText}>{t('loading', { loaded, total: Math.max(total, loaded) })}</span>
        <progress className={styles.progressBar} max={Math.max(total, 1)} value={loaded} aria-label={t('loading', { loaded, total: Math.max(total, loaded) })} />
      </div>
      <Skeleton height={44} />
      <ul className={styles.grid}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i}>
            <Skeleton height={176} />
          </li>
        ))}
      </ul>
    </div>
  );
}

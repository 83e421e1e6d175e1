import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './case-view.module.css';
import contents from './case-contents.module.css';

const DROPS = 10;

/** The case page while the case loads. */
export function CasePageSkeleton() {
  const { t } = useTranslation('cases');
  return (
    <div className={styles.page} aria-busy="true" aria-label={t('page.loading')}>
      <div className={styles.stage}>
        <div className={styles.idle}>
          <Skeleton height="auto" className={styles.art} />
          <div className={styles.info}>
            <Skeleton width="60%" height={44} />
            <Skeleton width={140} height={28} />
            <Skeleton width="80%" height={52} />
            <Skeleton width={280} height={50} />
          </div>
        </div>
      </div>
      <div className={contents.grid}>
        {Array.from({ length: DROPS }, (_, i) => (
          <Skeleton key={i} height={190} className={contents.drop} />
        ))}
      </div>
    </div>
  );
}

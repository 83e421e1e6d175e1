import { Skeleton } from '../../../components/ui/skeleton';
import styles from './refill.module.css';

/** The refill page while countries and methods load. */
export function RefillSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <div className={styles.panel}>
        <Skeleton height={40} width="60%" />
        <div className={styles.skeletonTiles}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={112} />
          ))}
        </div>
      </div>
      <div className={styles.panel}>
        <Skeleton height={64} />
        <Skeleton height={40} />
        <Skeleton height={120} />
        <Skeleton height={50} />
      </div>
    </div>
  );
}

import { Skeleton } from '../../../components/ui/skeleton';
import styles from './inventory.module.css';

const CARDS = 10;

/** Card-shaped placeholders while the first page loads. */
export function InventorySkeleton({ label }: { label: string }) {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label={label}>
      {Array.from({ length: CARDS }, (_, i) => (
        <li key={i} className={styles.skeletonCard}>
          <Skeleton height={0} className={styles.skeletonTile} />
          <Skeleton width="40%" height={10} />
          <Skeleton width="85%" height={14} />
          <Skeleton height={32} />
        </li>
      ))}
    </ul>
  );
}

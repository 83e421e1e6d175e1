import { Skeleton } from '../../../components/ui/skeleton';
import styles from './user-block.module.css';

export function UserBlockSkeleton() {
  return (
    <div className={styles.block} aria-busy="true">
      <Skeleton width={150} height={40} className={styles.skeletonBalances} />
      <Skeleton width={40} height={40} round />
    </div>
  );
}

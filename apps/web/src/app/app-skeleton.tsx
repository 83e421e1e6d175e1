import { Skeleton } from '../components/ui/skeleton';
import styles from './layouts/layouts.module.css';

/** The first paint while the initial page and its data load. */
export function AppSkeleton() {
  return (
    <div aria-busy="true">
      <div style={{ height: 'var(--header-h)', borderBottom: '1px solid var(--border)', background: 'var(--bg-panel)' }} />
      <div className={styles.container} style={{ display: 'grid', gap: 16 }}>
        <Skeleton height={40} width="40%" />
        <Skeleton height={220} />
        <Skeleton height={120} />
      </div>
    </div>
  );
}

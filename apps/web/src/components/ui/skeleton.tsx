import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  round?: boolean;
  className?: string;
}

/** A loading placeholder with the size of what it stands for. */
export function Skeleton({ width = '100%', height = 16, round, className }: SkeletonProps) {
  return (
    <span
      aria-hidden
      className={[styles.skeleton, round && styles.round, className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}

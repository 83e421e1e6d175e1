import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './admin.module.css';

interface QueryFrameProps<T> {
  query: { data: T | undefined; isPending: boolean; error: unknown };
  children: (data: T) => ReactNode;
}

/** A console page drawn from one query: a skeleton while it loads, the console's error when it fails, else the page. */
export function QueryFrame<T>({ query, children }: QueryFrameProps<T>) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <div className={styles.skeleton} aria-label={t('common.loading')} />;
  if (query.error || !query.data) return <p className={styles.error}>{t('common.error')}</p>;
  return <>{children(query.data)}</>;
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

// Loading indicator throttle: quick navigations show nothing.
const SHOW_AFTER_MS = 200;

/** A thin bar at the top while a page (its code or its loader) is on the way. */
export function NavigationProgress() {
  const { t } = useTranslation('shell');
  const busy = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [busy]);
  return visible ? <div className={styles.bar} role="progressbar" aria-label={t('progress')} /> : null;
}

import { Outlet } from 'react-router';
import { AppFrame } from './app-frame';
import styles from './layouts.module.css';

/** /land1: a minimal header and no consent bar. */
export function LandingLayout() {
  return (
    <AppFrame minimal>
      <div className={styles.container}>
        <Outlet />
      </div>
    </AppFrame>
  );
}

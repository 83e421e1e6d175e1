import { Outlet } from 'react-router';
import { AppFrame } from './app-frame';
import styles from './layouts.module.css';

/** Content and feature pages. */
export function DefaultLayout() {
  return (
    <AppFrame>
      <div className={styles.container}>
        <Outlet />
      </div>
    </AppFrame>
  );
}

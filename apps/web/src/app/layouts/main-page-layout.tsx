import { Outlet } from 'react-router';
import { AppFrame } from './app-frame';
import { HeroBanner } from './hero-banner';
import styles from './layouts.module.css';

/** The main page: a hero banner above the content. */
export function MainPageLayout() {
  return (
    <AppFrame hero={<HeroBanner />}>
      <div className={styles.container}>
        <Outlet />
      </div>
    </AppFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { SectionHeader, type SectionTab } from '../../components/ui/section-header';
import { paths } from '../../config/paths';
import { AppFrame } from './app-frame';
import styles from './layouts.module.css';

/** Provably fair: a tabbed sub-navigation for check, settings and instructions. */
export function ProvablyFairLayout() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const tabs: SectionTab[] = [
    { to: paths.fairCheck, label: t('layouts.fair.check') },
    { to: paths.fairSettings, label: t('layouts.fair.settings') },
    { to: paths.fairInstructions, label: t('layouts.fair.instructions') },
  ];
  return (
    <AppFrame>
      <div className={styles.section}>
        <SectionHeader
          // The instructions page brings its own h1.
          headingAs={pathname === paths.fairInstructions ? 'div' : 'h1'}
          title={t('layouts.fair.title')}
          subtitle={t('layouts.fair.subtitle')}
          tabs={tabs}
          tabsLabel={t('layouts.fair.tabs')}
        />
        <Outlet />
      </div>
    </AppFrame>
  );
}

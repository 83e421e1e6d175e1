import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SectionHeader, type SectionTab } from '../../components/ui/section-header';
import { paths } from '../../config/paths';
import { AppFrame } from './app-frame';
import styles from './layouts.module.css';

/** Event pages: the event banner (event colour, #F03573 by default) with the overview, cases and top tabs. */
export function EventLayout() {
  const { t } = useTranslation('pages');
  const tabs: SectionTab[] = [
    { to: paths.event, label: t('layouts.event.overview'), end: true },
    { to: paths.eventNewCases, label: t('layouts.event.newCases') },
    { to: paths.eventCoinCases, label: t('layouts.event.coinCases') },
    { to: paths.eventTop, label: t('layouts.event.top') },
  ];
  return (
    <AppFrame>
      <div className={styles.section}>
        <div className={styles.eventBanner}>
          <SectionHeader
            title={t('layouts.event.title')}
            subtitle={t('layouts.event.subtitle')}
            tabs={tabs}
            tabsLabel={t('layouts.event.tabs')}
          />
        </div>
        <div className={styles.eventContent}>
          <Outlet />
        </div>
      </div>
    </AppFrame>
  );
}

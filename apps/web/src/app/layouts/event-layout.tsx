import type { CSSProperties, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { SectionHeader, type SectionTab } from '../../components/ui/section-header';
import { paths } from '../../config/paths';
import { coinLook, useEventSettings } from '../../features/events/api/get-event';
import { eventClickOf } from '../../features/events/utils/event-analytics';
import { track } from '../../lib/analytics/events';
import { useSession } from '../../lib/session/get-me';
import { AppFrame } from './app-frame';
import styles from './layouts.module.css';

/**
 * Event pages: the event banner in the event's colour (the coin colour, #F03573 when the
 * settings fail) with the overview, cases, coin cases, top and raffle tabs; the tab follows the path.
 */
export function EventLayout() {
  const { t } = useTranslation('pages');
  const session = useSession();
  const settings = useEventSettings(session.user?.userId ?? null).data;
  const coin = coinLook(settings);
  const { pathname } = useLocation();
  // The event page's tab and block clicks are counted in the site's own analytics.
  const countClick = (event: MouseEvent<HTMLDivElement>) => {
    const click = eventClickOf(event.target instanceof Element ? event.target : null, pathname);
    if (click) track({ kind: 'event_click', ...click, path: pathname });
  };
  const tabs: SectionTab[] = [
    { to: paths.event, label: t('layouts.event.overview'), end: true },
    { to: paths.eventNewCases, label: t('layouts.event.newCases') },
    { to: paths.eventCoinCases, label: t('layouts.event.coinCases') },
    { to: paths.eventTop, label: t('layouts.event.top') },
    { to: paths.eventRaffle, label: t('layouts.event.raffle') },
  ];
  return (
    <AppFrame>
      <div className={styles.section} style={{ '--event': coin.color } as CSSProperties} onClickCapture={countClick}>
        <div className={styles.eventBanner} data-testid="event-banner">
          <SectionHeader
            title={settings?.eventTitle ?? t('layouts.event.title')}
            subtitle={settings?.eventSubtitle ?? t('layouts.event.subtitle')}
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

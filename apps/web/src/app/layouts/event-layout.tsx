import type { CSSProperties, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { SectionHeader, type SectionTab } from '../../components/ui/section-header';
import { coinLook, useEventSettings } from '../../features/events/api/get-event';
import { eventTabs } from '../../features/events/utils/event-tabs';
import { alertText } from '../../lib/alerts';
import { eventClickOf } from '../../features/events/utils/event-analytics';
import { track } from '../../lib/analytics/events';
import { useSession } from '../../lib/session/get-me';
import { useSiteConfig } from '../../lib/site-config';
import { AppFrame } from './app-frame';
import styles from './layouts.module.css';

/**
 * Event pages: the event banner in the event's colour (the coin colour, #F03573 when the
 * settings fail, with a line saying so) and the tabs of the event's active tabs; the tab follows the path.
 */
export function EventLayout() {
  const { t } = useTranslation('pages');
  const session = useSession();
  const query = useEventSettings(session.user?.userId ?? null);
  const settings = query.data;
  const coin = coinLook(settings);
  const { features } = useSiteConfig();
  const tabs: SectionTab[] = eventTabs(settings?.activeTabs ?? null, features.techies).map(({ id, to, end }) => ({ to, label: t(`layouts.event.${id}`), ...(end ? { end } : {}) }));
  const { pathname } = useLocation();
  // The event page's tab and block clicks are counted in the site's own analytics.
  const countClick = (event: MouseEvent<HTMLDivElement>) => {
    const click = eventClickOf(event.target instanceof Element ? event.target : null, pathname);
    if (click) track({ kind: 'event_click', ...click, path: pathname });
  };
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
          {query.isError && (
            <p className={styles.eventNote} role="status" data-testid="event-settings-error">
              {alertText('error_event_settings')}
            </p>
          )}
        </div>
        <div className={styles.eventContent}>
          <Outlet />
        </div>
      </div>
    </AppFrame>
  );
}

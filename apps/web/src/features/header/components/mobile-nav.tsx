import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { formatHms } from '../../../lib/daily/countdown';
import { useSession } from '../../../lib/session/get-me';
import { useSiteConfig } from '../../../lib/site-config';
import { useModalStore } from '../../../stores/modal-store';
import { useDailyCountdown } from '../hooks/use-daily-countdown';
import { BOTTOM_LEFT_MENU, BOTTOM_RIGHT_MENU, visibleItems, type MenuItem } from '../menu-items';
import styles from './mobile-nav.module.css';

/** The bottom bars on phones: home and battles on the left, daily and the menu on the right. */
export function MobileNav() {
  const { t } = useTranslation();
  const { features } = useSiteConfig();
  const setSideMenu = useModalStore((s) => s.setSideMenu);
  const daily = useDailyCountdown(useSession().status === 'signedIn');

  const link = (item: MenuItem) => (
    <li key={item.id}>
      <NavLink
        to={item.to}
        end={item.to === '/'}
        className={({ isActive }) => [styles.item, isActive && styles.active].filter(Boolean).join(' ')}
      >
        <span className={styles.iconWrap}>
          <Icon name={item.icon} size={22} />
          {item.id === 'daily' && daily?.ready && <span className={styles.dot} data-testid="daily-ready-dot" />}
        </span>
        {item.id === 'daily' && daily && !daily.ready && features.dailyTimer ? (
          <span className={styles.time} data-testid="daily-nav-timer">
            {formatHms(daily.seconds)}
          </span>
        ) : (
          t(item.label)
        )}
      </NavLink>
    </li>
  );

  return (
    <nav className={styles.bar} aria-label={t('nav.mobileMenu')} data-testid="mobile-nav">
      <ul className={styles.group}>{visibleItems(BOTTOM_LEFT_MENU, features).map(link)}</ul>
      <ul className={styles.group}>
        {visibleItems(BOTTOM_RIGHT_MENU, features).map(link)}
        <li>
          <button type="button" className={styles.item} onClick={() => setSideMenu(true)}>
            <Icon name="menu" size={22} />
            {t('nav.menu')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

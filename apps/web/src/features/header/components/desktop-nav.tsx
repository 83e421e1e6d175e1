import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { useSiteConfig } from '../../../lib/site-config';
import { DESKTOP_MENU, visibleItems } from '../menu-items';
import styles from './header.module.css';

export function DesktopNav() {
  const { t } = useTranslation();
  const { features } = useSiteConfig();
  return (
    <nav aria-label={t('nav.mainMenu')} className={styles.navWrap}>
      <ul className={styles.nav}>
        {visibleItems(DESKTOP_MENU, features).map((item) => (
          <li key={item.id}>
            <NavLink
              to={item.to}
              title={t(item.label)}
              className={({ isActive }) => [styles.navLink, isActive && styles.navActive].filter(Boolean).join(' ')}
            >
              <Icon name={item.icon} size={18} />
              <span>{t(item.label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

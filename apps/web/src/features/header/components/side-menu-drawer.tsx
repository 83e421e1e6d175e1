import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { useSiteConfig } from '../../../lib/site-config';
import { useModalStore } from '../../../stores/modal-store';
import { SIDE_MENU, visibleItems } from '../menu-items';
import { ProjectSwitcher } from './project-switcher';
import { SocialLinks } from './social-links';
import styles from './side-menu.module.css';

/** The side menu's drawer, a chunk of its own: it loads when the menu first opens (side-menu.tsx). */
export default function SideMenuDrawer() {
  const { t } = useTranslation();
  const { features } = useSiteConfig();
  const setSideMenu = useModalStore((s) => s.setSideMenu);
  const ref = useRef<HTMLDialogElement>(null);
  const close = () => setSideMenu(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-label={t('nav.sideMenu')}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <Logo />
          <button type="button" className={styles.close} onClick={close} aria-label={t('actions.close')}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={t('nav.sideMenu')}>
          <ul className={styles.list}>
            {visibleItems(SIDE_MENU, features).map((item) => (
              <li key={item.id}>
                <NavLink
                  to={item.to}
                  onClick={close}
                  className={({ isActive }) => [styles.link, isActive && styles.active].filter(Boolean).join(' ')}
                >
                  <Icon name={item.icon} />
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ProjectSwitcher className={styles.projects} />
        <p className={styles.socialsTitle}>{t('nav.socials')}</p>
        <SocialLinks />
      </div>
    </dialog>
  );
}

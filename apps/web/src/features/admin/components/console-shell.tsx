import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { ConsoleRoleName } from '@tastydrop/domain';
import type { ConsoleMe } from '../api/get-console-me';
import styles from './admin.module.css';

/** Console sections and the roles that see them (the server checks again on every call). */
export const CONSOLE_SECTIONS: { path: string; key: string; roles: readonly ConsoleRoleName[] }[] = [
  { path: '/admin', key: 'dashboard', roles: ['owner', 'admin', 'support', 'finance', 'content'] },
  { path: '/admin/players', key: 'players', roles: ['owner', 'admin', 'support', 'finance'] },
  { path: '/admin/approvals', key: 'approvals', roles: ['owner', 'admin', 'support', 'finance'] },
  { path: '/admin/withdrawals', key: 'withdrawals', roles: ['owner', 'admin', 'support', 'finance'] },
  { path: '/admin/payments', key: 'payments', roles: ['owner', 'admin', 'support', 'finance'] },
  { path: '/admin/partners', key: 'partners', roles: ['owner', 'admin', 'support', 'finance'] },
  { path: '/admin/support', key: 'support', roles: ['owner', 'admin', 'support'] },
  { path: '/admin/identity', key: 'identity', roles: ['compliance'] },
  { path: '/admin/audit', key: 'audit', roles: ['owner', 'admin'] },
  { path: '/admin/settings', key: 'settings', roles: ['owner', 'admin'] },
  { path: '/admin/accounts', key: 'accounts', roles: ['owner'] },
  { path: '/admin/catalog', key: 'catalog', roles: ['owner', 'admin', 'content', 'finance'] },
  { path: '/admin/monitor', key: 'monitor', roles: ['owner', 'admin', 'finance'] },
  { path: '/admin/promo', key: 'promo', roles: ['owner', 'admin', 'content'] },
  { path: '/admin/offers', key: 'offers', roles: ['owner', 'admin', 'content'] },
  { path: '/admin/missions', key: 'missions', roles: ['owner', 'admin', 'content'] },
  { path: '/admin/content', key: 'content', roles: ['owner', 'admin', 'content'] },
  { path: '/admin/experiments', key: 'experiments', roles: ['owner', 'admin', 'content'] },
];

/** The console's frame: the section list (a row of tabs on a phone) and the page. */
export function ConsoleShell({ me, children }: { me: ConsoleMe; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.shell}>
      <nav className={styles.nav} aria-label={t('title')}>
        <div className={styles.brand}>{t('title')}</div>
        {CONSOLE_SECTIONS.filter((s) => s.roles.includes(me.role)).map((s) => (
          <NavLink key={s.key} to={s.path} end={s.path === '/admin'} className={({ isActive }) => `${styles.navLink} ${isActive ? styles.navLinkActive : ''}`} data-testid={`console-nav-${s.key}`}>
            {t(`nav.${s.key}`)}
          </NavLink>
        ))}
        <a className={styles.navLink} href="/">
          {t('nav.toSite')}
        </a>
        <div className={styles.navFoot}>
          {me.login} · {t(`roles.${me.role}`)}
        </div>
      </nav>
      <main className={styles.main}>{children}</main>
    </div>
  );
}

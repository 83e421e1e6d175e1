import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/get-me';
import { useModalStore } from '../../../stores/modal-store';
import { useBalanceSync } from '../hooks/use-balance-sync';
import { DailyEntry } from './daily-entry';
import { ActiveBattleBadge } from './active-battle-badge';
import { DesktopNav } from './desktop-nav';
import { ProjectSwitcher } from './project-switcher';
import { GuestBlock } from './guest-block';
import { UserBlock } from './user-block';
import { UserBlockSkeleton } from './user-block-skeleton';
import styles from './header.module.css';

interface HeaderProps {
  /** The landing layout's header: logo and sign-in only. */
  minimal?: boolean;
}

export function Header({ minimal }: HeaderProps) {
  const { t } = useTranslation();
  const session = useSession();
  const setSideMenu = useModalStore((s) => s.setSideMenu);
  useBalanceSync(session.user);

  const signedIn = session.status === 'signedIn';
  const account =
    signedIn ? (
      <UserBlock user={session.user} />
    ) : session.status === 'loading' ? (
      <UserBlockSkeleton />
    ) : (
      <GuestBlock minimal={minimal} />
    );

  return (
    <header id="site-header" tabIndex={-1} className={[styles.header, minimal && styles.minimal].filter(Boolean).join(' ')} data-testid="header">
      <div className={[styles.inner, signedIn && styles.signedIn].filter(Boolean).join(' ')}>
        <Logo compact={minimal ? false : signedIn ? 'tablet' : true} />
        {!minimal && <ProjectSwitcher className={styles.projects} />}
        {!minimal && <DesktopNav />}
        {!minimal && <span className={styles.spacer} />}
        {!minimal && (
          <Link to={paths.top} className={`${styles.menuButton} ${styles.topEntry}`} aria-label={t('nav.top')} title={t('nav.top')} data-testid="header-top">
            <Icon name="top" />
          </Link>
        )}
        {!minimal && signedIn && <DailyEntry />}
        {!minimal && signedIn && <ActiveBattleBadge />}
        {account}
        {!minimal && (
          <button type="button" className={styles.menuButton} onClick={() => setSideMenu(true)} aria-label={t('nav.openMenu')}>
            <Icon name="menu" />
          </button>
        )}
      </div>
    </header>
  );
}

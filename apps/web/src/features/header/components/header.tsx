import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import i18n from '../../../lib/i18n';
import { useSession } from '../../../lib/session/get-me';
import { useModalStore } from '../../../stores/modal-store';
import { isSessionFlagged } from '../../../stores/session-store';
import { useBalanceSync } from '../hooks/use-balance-sync';
import { DesktopNav } from './desktop-nav';
import { ProjectSwitcher } from './project-switcher';
import { GuestBlock } from './guest-block';
import type SignedInBlockComponent from './signed-in-block';
import { UserBlockSkeleton } from './user-block-skeleton';
import styles from './header.module.css';

let signedInBlock: Promise<{ default: typeof SignedInBlockComponent }> | undefined;
/** The signed-in part's code and its daily texts (lib/i18n.ts), asked for once: as soon as a session may be there. */
function loadSignedInBlock() {
  signedInBlock ??= Promise.all([import('./signed-in-block'), i18n.loadNamespaces('daily')]).then(([module]) => module);
  return signedInBlock;
}
const SignedInBlock = lazy(loadSignedInBlock);
// A visitor with a session: the block's code comes with the page's own, not after the user's answer.
if (isSessionFlagged()) void loadSignedInBlock();

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
  // While the user is asked for, their block's code comes alongside; the skeleton holds its place until both are in.
  if (session.status !== 'guest') void loadSignedInBlock();
  const account =
    signedIn ? (
      <Suspense fallback={<UserBlockSkeleton />}>
        <SignedInBlock user={session.user} minimal={minimal} />
      </Suspense>
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

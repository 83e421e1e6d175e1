import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { isRouteHandle } from '../../config/route-handle';
import { Header } from '../../features/header/components/header';
import { MobileNav } from '../../features/header/components/mobile-nav';
import { SideMenu } from '../../features/header/components/side-menu';
import { LiveDropStrip } from '../../features/live-drops/components/live-drop-strip';
import { CookieConsent } from '../../features/shell/components/cookie-consent';
import { SupportLauncher } from '../../features/support/components/support-launcher';
import { FooterSlot } from './footer-slot';
import styles from './layouts.module.css';

interface AppFrameProps {
  children: ReactNode;
  /** Shown between the header and the content (the main page's hero). */
  hero?: ReactNode;
  /** The landing layout: logo and sign-in only, no menus, no consent bar. */
  minimal?: boolean;
}

/** What every layout shares: the live drop strip, header, content, footer, phone menus, the cookie consent bar and the support chat's button. */
export function AppFrame({ children, hero, minimal }: AppFrameProps) {
  const { t } = useTranslation();
  const hideConsent = useMatches().some((match) => isRouteHandle(match.handle) && match.handle.hideConsent);
  return (
    <>
      {/* Keyboard users skip the live drop strip's many links: straight to the menu or to the page. */}
      <a href="#site-header" className={styles.skip} data-testid="skip-to-menu">
        {t('nav.skipToMenu')}
      </a>
      <a href="#content" className={styles.skip} data-testid="skip-to-content">
        {t('nav.skip')}
      </a>
      <LiveDropStrip />
      <Header minimal={minimal} />
      {hero}
      <main id="content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <FooterSlot />
      {!minimal && <MobileNav />}
      {!minimal && <SideMenu />}
      {!minimal && !hideConsent && <CookieConsent />}
      <SupportLauncher />
    </>
  );
}

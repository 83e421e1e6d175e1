import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { AlertsHost } from '../components/alerts/alerts-host';
import { paths } from '../config/paths';
import { promoLinkCode } from '../features/promo/utils/promo-popup-rules';
import { useMonitoringStatus } from '../features/shell/api/get-monitoring-status';
import { MaintenanceScreen } from '../features/shell/components/maintenance-screen';
import { WelcomeScreen } from '../features/shell/components/welcome-screen';
import { useAnalyticsSession } from '../features/shell/hooks/use-analytics-session';
import { useDocumentSeo } from '../features/shell/hooks/use-document-seo';
import { usePageViews } from '../features/shell/hooks/use-page-views';
import { ExchangePopupHost } from '../features/skin-exchange/components/exchange-popup-host';
import { SteamWidgetHost } from '../features/steam-widget/components/steam-widget-host';
import { useDeviceInfo } from '../lib/device-info';
import { usePwa } from '../lib/pwa/use-pwa';
import { useSession } from '../lib/session/get-me';
import i18n, { loadLaterTexts, loadPageTexts } from '../lib/i18n';
import { useSiteConfig } from '../lib/site-config';
import { whenLoadedAndIdle } from '../lib/when-idle';
import { useModalStore } from '../stores/modal-store';
import { useLanguageSave } from './hooks/use-language-save';
import { useEntryParams } from './hooks/use-entry-params';
import { useReferralLink } from './hooks/use-referral-link';
import { useScrollRules } from './hooks/use-scroll-rules';

// The sign-in modal's texts and error messages come with it (lib/i18n.ts).
const SignInModal = lazy(async () => (await Promise.all([import('../features/auth/components/sign-in-modal'), i18n.loadNamespaces(['auth', 'errors']), loadLaterTexts()]))[0]);
// The popups' texts are not in the first download either (lib/i18n.ts): they come with the popups' code.
// The reality check reports play time for a signed-in player; its code and texts load only then.
const RealityCheck = lazy(async () => (await Promise.all([import('../features/responsible-play/components/reality-check'), i18n.loadNamespaces('responsible-play')]))[0]);
// The personal channel is a signed-in player's only: its code loads with the session.
const PersonalChannel = lazy(async () => ({ default: (await import('../features/realtime/components/personal-channel')).PersonalChannel }));
const SelfOpeningOverlays = lazy(async () => (await Promise.all([import('./self-opening-overlays'), loadPageTexts()]))[0]);

// The loading bar's code comes once the first screen is done, or with the first navigation if that is sooner.
const NavigationProgress = lazy(async () => ({ default: (await import('./navigation-progress')).NavigationProgress }));

// Documents a visitor must be able to read before signing in, even when the welcome screen is on.
const WELCOME_EXEMPT = new Set<string>([
  paths.landing,
  paths.userAgreement,
  paths.eventCondition,
  paths.cookies,
  paths.contacts,
  paths.faq,
  paths.fairInstructions,
]);

/**
 * The root route: shell screens (maintenance, welcome), page-wide effects (SEO, scroll, URL markers),
 * and the overlays every page shares (sign-in modal, alerts, personal realtime channel, and the popups that open
 * by themselves: promo, scam warning, leaderboard reward, personal offer, info popup, one at a time in that order).
 */

/** Keeps the device information and the viewport cookie current (its own component: a resize re-renders nothing else). */
function DeviceInfoKeeper() {
  useDeviceInfo();
  return null;
}

/** The navigation progress bar, mounted once the first screen is done or a navigation starts. */
function DeferredNavigationProgress() {
  const navigating = useNavigation().state !== 'idle';
  const [wanted, setWanted] = useState(false);
  if (navigating && !wanted) setWanted(true);
  useEffect(() => (wanted ? undefined : whenLoadedAndIdle(() => setWanted(true))), [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <NavigationProgress />
    </Suspense>
  ) : null;
}

export function Root() {
  useDocumentSeo();
  useAnalyticsSession();
  usePageViews();
  useScrollRules();
  useEntryParams();
  useReferralLink();
  useLanguageSave();
  usePwa();
  const { pathname, search } = useLocation();
  const monitoring = useMonitoringStatus().data;
  const offline = monitoring?.isOffline === true;
  const session = useSession();
  const { redirectToWelcome } = useSiteConfig();
  const signIn = useModalStore((s) => s.signIn);
  // A guest sees none of the popups that open by themselves but the promo link's: their code loads once a player
  // is signed in or a promo link arrives, and stays loaded.
  const overlaysWanted = session.status === 'signedIn' || promoLinkCode(search) !== null;
  const [overlaysArmed, setOverlaysArmed] = useState(overlaysWanted);
  if (overlaysWanted && !overlaysArmed) setOverlaysArmed(true);

  if (offline) return <MaintenanceScreen message={monitoring?.message} />;
  const welcome = session.status === 'guest' && redirectToWelcome && !WELCOME_EXEMPT.has(pathname);

  return (
    <>
      <DeferredNavigationProgress />
      <DeviceInfoKeeper />
      {welcome ? <WelcomeScreen /> : <Outlet />}
      {signIn && (
        <Suspense fallback={null}>
          <SignInModal mode={signIn} />
        </Suspense>
      )}
      {overlaysArmed && (
        <Suspense fallback={null}>
          <SelfOpeningOverlays welcome={welcome} />
        </Suspense>
      )}
      {session.status === 'signedIn' && (
        <Suspense fallback={null}>
          <RealityCheck key={session.user.userId} />
        </Suspense>
      )}
      <SteamWidgetHost />
      {session.status === 'signedIn' && <ExchangePopupHost />}
      {session.status === 'signedIn' && (
        <Suspense fallback={null}>
          <PersonalChannel />
        </Suspense>
      )}
      <AlertsHost />
    </>
  );
}

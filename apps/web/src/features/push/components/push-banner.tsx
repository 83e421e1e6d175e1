import { formatCoins, PUSH_BANNER_SCROLL_THRESHOLD } from '@tastydrop/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { useOtherDialogOpen } from '../../../hooks/use-other-dialog-open';
import { useOverlaysIdle } from '../../../hooks/use-overlay-turn';
import { useSinceLanding } from '../../../hooks/use-since-landing';
import { isInstalledApp, isIos } from '../../../lib/pwa/pwa-store';
import { useSession } from '../../../lib/session/get-me';
import { isNumber, local, readStored, writeStored } from '../../../lib/storage';
import { pushAlert } from '../../../stores/alerts-store';
import { useCookieConsentStore } from '../../../stores/cookie-consent-store';
import { getPushPublicKey, usePushMission, useSubscribePush } from '../api/push-api';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { currentSubscription, isPushAvailable, subscribeBrowser } from '../../../lib/pwa/push-client';
import { permissionOutcome, shouldShowPushBanner } from '../utils/push-banner-rules';
import styles from './push-banner.module.css';

const DISMISSED_KEY = 'pushBannerDismissedAt';
const MOBILE_QUERY = '(max-width: 767.98px)';

/** The push subscription banner: the bonus with a coin icon, accept and decline. */
export function PushBanner() {
  const { t } = useTranslation('push');
  const session = useSession();
  const { pathname } = useLocation();
  const loggedIn = session.status === 'signedIn';
  const mission = usePushMission(loggedIn);
  const subscribe = useSubscribePush();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [dismissedAt, setDismissedAt] = useState(() => readStored(local(), DISMISSED_KEY, isNumber) ?? null);
  const [now] = useState(() => Date.now());
  const scrolled = useScrolledPast(PUSH_BANNER_SCROLL_THRESHOLD);
  const mobile = typeof window !== 'undefined' && window.matchMedia?.(MOBILE_QUERY).matches;
  const installed = isInstalledApp();
  const dialogOpen = useOtherDialogOpen();
  // The banner keeps out of the way of the popups that open by themselves.
  const overlaysIdle = useOverlaysIdle();
  const sinceLandingMs = useSinceLanding();
  const cookieBarDismissed = useCookieConsentStore((s) => s.accepted);

  useEffect(() => {
    if (!loggedIn) return;
    void currentSubscription()
      .then((s) => setSubscribed(s !== null))
      .catch(() => setSubscribed(false));
  }, [loggedIn]);

  const show =
    subscribed !== null &&
    mission.data !== undefined &&
    shouldShowPushBanner({
      pushAvailable: isPushAvailable(),
      loggedIn,
      subscribed,
      dismissedAt,
      now,
      missionProgress: mission.data.progress,
      pathname,
      sinceLandingMs,
      cookieBarDismissed,
      ios: isIos(),
      installed,
    });
  if (!show || dialogOpen || !overlaysIdle || (mobile && scrolled)) return null;

  const decline = () => {
    const at = Date.now();
    writeStored(local(), DISMISSED_KEY, at);
    setDismissedAt(at);
    pushAlert({ type: 'error', title: t('errors.decline') });
  };

  const accept = async () => {
    const outcome = permissionOutcome(await Notification.requestPermission(), installed);
    if (outcome === 'ask') return;
    if (outcome !== 'subscribe') {
      pushAlert({ type: 'error', title: t(outcome === 'deniedPwa' ? 'errors.deniedPwa' : 'errors.denied') });
      return;
    }
    try {
      const { publicKey } = await getPushPublicKey();
      const body = await subscribeBrowser(publicKey);
      await subscribe.mutateAsync({ ...body, installed });
      setSubscribed(true);
      pushAlert({ type: 'success', title: t('done') });
    } catch {
      pushAlert({ type: 'error', title: t('errors.repeat') });
    }
  };

  const prize = formatCoins(mission.data?.prize ?? 0);
  return (
    <aside className={styles.banner} aria-label={t('title')} data-testid="push-banner">
      <span className={styles.icon}>
        <Icon name="bell" size={22} />
      </span>
      <div className={styles.text}>
        <strong className={styles.title}>
          {t('title')} <span className={styles.bonus}>+{prize}</span> <Icon name="coin" size={16} className={styles.coin} />
        </strong>
        <span>{t('text', { sum: prize })}</span>
      </div>
      <div className={styles.actions}>
        <Button size="s" onClick={() => void accept()} disabled={subscribe.isPending} data-testid="push-accept">
          {t('accept')}
        </Button>
        <Button size="s" variant="ghost" onClick={decline} data-testid="push-decline">
          {t('decline')}
        </Button>
      </div>
    </aside>
  );
}

/**
 * When the push subscription banner shows: every condition must hold.
 * The banner comes back three days after it was dismissed.
 */
export const PUSH_BANNER_DISMISS_DELAY_MS = 3 * 24 * 60 * 60 * 1000;

/** Routes where the banner would get in the way of a payment or a first visit. */
const EXCLUDED = [/^\/refill(\/|$)/, /^\/cardform$/, /^\/land1$/];

export interface PushBannerState {
  pushAvailable: boolean;
  loggedIn: boolean;
  subscribed: boolean;
  /** When the player last declined (ms), or null. */
  dismissedAt: number | null;
  now: number;
  /** Mission progress (3 = done). */
  missionProgress: number;
  pathname: string;
  ios: boolean;
  installed: boolean;
}

function isExcludedRoute(pathname: string): boolean {
  return EXCLUDED.some((rule) => rule.test(pathname));
}

export function shouldShowPushBanner(s: PushBannerState): boolean {
  if (!s.pushAvailable) return false;
  if (!s.loggedIn || s.subscribed) return false;
  if (s.dismissedAt !== null && s.now - s.dismissedAt < PUSH_BANNER_DISMISS_DELAY_MS) return false;
  if (s.missionProgress >= 3) return false;
  if (isExcludedRoute(s.pathname)) return false;
  // iOS delivers web push only to the app installed on the home screen.
  if (s.ios && !s.installed) return false;
  return true;
}

/** What a finished permission request means for the player. */
export function permissionOutcome(permission: NotificationPermission, installed: boolean): 'subscribe' | 'ask' | 'denied' | 'deniedPwa' {
  if (permission === 'granted') return 'subscribe';
  if (permission === 'default') return 'ask';
  return installed ? 'deniedPwa' : 'denied';
}

import { mayOpenByItself, routeKind } from '../../../lib/popup-policy';

/**
 * When the push subscription banner shows: every condition must hold.
 * The banner comes back three days after it was dismissed.
 */
export const PUSH_BANNER_DISMISS_DELAY_MS = 3 * 24 * 60 * 60 * 1000;

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
  /** Milliseconds since the page loaded. */
  sinceLandingMs: number;
  /** Whether the cookie bar was dismissed: the prompt never stacks on top of it. */
  cookieBarDismissed: boolean;
  ios: boolean;
  installed: boolean;
}

export function shouldShowPushBanner(s: PushBannerState): boolean {
  if (!s.pushAvailable) return false;
  if (!s.loggedIn || s.subscribed) return false;
  if (s.dismissedAt !== null && s.now - s.dismissedAt < PUSH_BANNER_DISMISS_DELAY_MS) return false;
  if (s.missionProgress >= 3) return false;
  if (!s.cookieBarDismissed) return false;
  // Like every popup that opens by itself: never over a game or a payment, never right after the page loads.
  if (!mayOpenByItself({ route: routeKind(s.pathname), sinceLandingMs: s.sinceLandingMs, alreadyShown: false })) return false;
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

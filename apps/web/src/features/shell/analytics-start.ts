/**
 * The shell's analytics records: the marketing session and the page views. Loaded once the first screen is done
 * (hooks/use-analytics-session.ts, hooks/use-page-views.ts), so its code is not in the first download; the hooks
 * read the address and referrer when they run and hand them here.
 */
import { callApi } from '../../lib/api/call';
import { shellApi } from '../../lib/api/endpoints/shell';
import { analyticsSessionId, track, utmOf } from '../../lib/analytics/events';
import { local } from '../../lib/storage';
import { currentTracking, sessionPayload, startsNewSession } from './analytics-session';

export interface VisitAddress {
  href: string;
  search: string;
  referrer: string;
}

/** Posts the marketing session when a new session starts, with its marketing record. */
export function startAnalyticsSession({ href, search, referrer }: VisitAddress): void {
  const storage = local();
  const tracking = currentTracking(storage, search);
  if (!startsNewSession(storage, tracking, Date.now())) return;
  analyticsSessionId(storage, true);
  track({
    kind: 'marketing',
    referrer: referrer.slice(0, 2048),
    language: (navigator.language || '').slice(0, 35),
    landingPage: href.slice(0, 2048),
    screenWidth: Math.min(30_000, Math.round(window.screen?.width ?? 0)),
    screenHeight: Math.min(30_000, Math.round(window.screen?.height ?? 0)),
    ...utmOf(tracking),
  });
  // Analytics never disturbs the player: failures are ignored.
  void callApi(shellApi.analyticsSession, { request: sessionPayload(tracking, href, referrer) }).catch(() => undefined);
}

/** Counts a page view: its path, the visit's referrer ("Direct" when none) and utm fields. */
export function recordPageView(pathname: string, { search, referrer }: Pick<VisitAddress, 'search' | 'referrer'>): void {
  const tracking = currentTracking(local(), search);
  track({ kind: 'page_view', path: pathname.slice(0, 2048), referrer: referrer.slice(0, 2048) || 'Direct', ...utmOf(tracking) });
}

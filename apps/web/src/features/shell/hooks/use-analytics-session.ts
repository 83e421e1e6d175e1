import { useEffect } from 'react';
import { callApi } from '../../../lib/api/call';
import { shellApi } from '../../../lib/api/endpoints/shell';
import { local } from '../../../lib/storage';
import { analyticsSessionId, track, utmOf } from '../../../lib/analytics/events';
import { currentTracking, sessionPayload, startsNewSession } from '../analytics-session';

/** Posts the marketing session once after mount when a new session starts, with its marketing record. */
export function useAnalyticsSession(): void {
  useEffect(() => {
    const storage = local();
    const tracking = currentTracking(storage, window.location.search);
    if (!startsNewSession(storage, tracking, Date.now())) return;
    analyticsSessionId(storage, true);
    track({
      kind: 'marketing',
      referrer: document.referrer.slice(0, 2048),
      language: (navigator.language || '').slice(0, 35),
      landingPage: window.location.href.slice(0, 2048),
      screenWidth: Math.min(30_000, Math.round(window.screen?.width ?? 0)),
      screenHeight: Math.min(30_000, Math.round(window.screen?.height ?? 0)),
      ...utmOf(tracking),
    });
    // Analytics never disturbs the player: failures are ignored.
    void callApi(shellApi.analyticsSession, { request: sessionPayload(tracking, window.location.href, document.referrer) }).catch(() => undefined);
  }, []);
}

import { useEffect } from 'react';
import { callApi } from '../../../lib/api/call';
import { shellApi } from '../../../lib/api/endpoints/shell';
import { local } from '../../../lib/storage';
import { currentTracking, sessionPayload, startsNewSession } from '../analytics-session';

/** Posts the marketing session once after mount when a new session starts. */
export function useAnalyticsSession(): void {
  useEffect(() => {
    const storage = local();
    const tracking = currentTracking(storage, window.location.search);
    if (!startsNewSession(storage, tracking, Date.now())) return;
    // Analytics never disturbs the player: failures are ignored.
    void callApi(shellApi.analyticsSession, { request: sessionPayload(tracking, window.location.href, document.referrer) }).catch(() => undefined);
  }, []);
}

import { useEffect } from 'react';
import { whenLoadedAndIdle } from '../../../lib/when-idle';

/**
 * Posts the marketing session once after mount when a new session starts, with its marketing record: the address is
 * read now, the record made once the first screen is done (analytics-start.ts).
 */
export function useAnalyticsSession(): void {
  useEffect(() => {
    const visit = { href: window.location.href, search: window.location.search, referrer: document.referrer };
    return whenLoadedAndIdle(() => void import('../analytics-start').then((analytics) => analytics.startAnalyticsSession(visit)));
  }, []);
}

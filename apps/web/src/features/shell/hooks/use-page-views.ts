import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { whenLoadedAndIdle } from '../../../lib/when-idle';

/** Paths whose views are not the site's traffic (the operator console). */
export function skipsPageView(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * Counts a page view each time a page is reached: its path, the visit's referrer ("Direct" when none) and utm fields,
 * read when it is reached and recorded once the first screen is done (analytics-start.ts).
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (skipsPageView(pathname)) return;
    const visit = { search: window.location.search, referrer: document.referrer };
    whenLoadedAndIdle(() => void import('../analytics-start').then((analytics) => analytics.recordPageView(pathname, visit)));
  }, [pathname]);
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { local } from '../../../lib/storage';
import { track, utmOf } from '../../../lib/analytics/events';
import { currentTracking } from '../analytics-session';

/** Paths whose views are not the site's traffic (the operator console). */
export function skipsPageView(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** Counts a page view each time a page is reached: its path, the visit's referrer ("Direct" when none) and utm fields. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (skipsPageView(pathname)) return;
    const tracking = currentTracking(local(), window.location.search);
    track({ kind: 'page_view', path: pathname.slice(0, 2048), referrer: document.referrer.slice(0, 2048) || 'Direct', ...utmOf(tracking) });
  }, [pathname]);
}

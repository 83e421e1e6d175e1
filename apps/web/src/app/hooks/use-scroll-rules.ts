import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollOnNavigate } from '../routing/route-rules';

/** Applies the scroll rules on every new page; back/forward keeps the browser's own restoration. */
export function useScrollRules(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (navigationType === 'POP' && from !== null) return;
    if (scrollOnNavigate(from, pathname) === 'top') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, navigationType]);
}

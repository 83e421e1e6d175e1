import { useEffect, useRef, type RefObject } from 'react';

/** Phones, where the battle's bar and the page's title fill the first screen above the seats. */
const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * On a phone, brings the seats and their reels onto the screen once the rounds run (when they start, or when a
 * spectator arrives at a running battle), once per visit; a player who has scrolled the seats into view already
 * is left where they are.
 */
export function useRoundInView(running: boolean, target: RefObject<HTMLElement | null>): void {
  const done = useRef(false);
  useEffect(() => {
    const element = target.current;
    if (!running || done.current || !element || !window.matchMedia?.(PHONE_QUERY).matches) return;
    done.current = true;
    const top = element.getBoundingClientRect().top;
    if (top >= 0 && top < window.innerHeight / 2) return;
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'start', behavior: calm ? 'auto' : 'smooth' });
  }, [running, target]);
}

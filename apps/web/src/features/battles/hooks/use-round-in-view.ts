import { useEffect, useRef, type RefObject } from 'react';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';

/**
 * On a phone (where the battle's bar and the page's title fill the first screen above the seats), brings the seats
 * and their reels onto the screen once the rounds run (when they start, or when a spectator arrives at a running
 * battle), once per visit; a player who has scrolled the seats into view already is left where they are.
 */
export function useRoundInView(running: boolean, target: RefObject<HTMLElement | null>): void {
  const done = useRef(false);
  const phone = useIsMobile();
  const calm = useReducedMotion();
  useEffect(() => {
    const element = target.current;
    if (!running || done.current || !element || !phone) return;
    done.current = true;
    const top = element.getBoundingClientRect().top;
    if (top >= 0 && top < window.innerHeight / 2) return;
    element.scrollIntoView({ block: 'start', behavior: calm ? 'auto' : 'smooth' });
  }, [running, target, phone, calm]);
}

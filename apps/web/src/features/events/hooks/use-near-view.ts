import { BREAKPOINTS, LEVEL_LOADING } from '@tastydrop/domain';
import { useEffect, useState, type RefObject } from 'react';

/** The observer of the battle pass levels: a 300 px margin (150 px below 768 px wide), threshold 0.1. */
export function levelObserverOptions(viewportWidth: number, root: Element | null): IntersectionObserverInit {
  const margin = viewportWidth < BREAKPOINTS.md ? LEVEL_LOADING.smallMarginPx : LEVEL_LOADING.marginPx;
  return { root, rootMargin: `${margin}px`, threshold: LEVEL_LOADING.threshold };
}

/**
 * True once the element came within the margin of its scroller (and from then on): a level's reward and pictures
 * load only then. Without IntersectionObserver everything counts as near.
 */
export function useNearView(target: RefObject<Element | null>, root: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, levelObserverOptions(window.innerWidth, root.current));
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target, root]);
  return near;
}

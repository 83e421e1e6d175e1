import { useEffect, useRef } from 'react';

export type ScrollMore = 'start' | 'end' | 'both' | 'none';

/** Which sides of a horizontally scrolling strip hide content (1 px of slack for sub-pixel widths). */
export function scrollMore(scrollLeft: number, clientWidth: number, scrollWidth: number): ScrollMore {
  const start = scrollLeft > 1;
  const end = scrollLeft + clientWidth < scrollWidth - 1;
  return start && end ? 'both' : start ? 'start' : end ? 'end' : 'none';
}

/**
 * A horizontal strip that scrolls: marks `data-more` with the sides that hide content (the CSS fades
 * those edges) and brings the current item (`aria-current="page"`) into view whenever `key` changes.
 */
export function useScrollHint<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      el.dataset.more = scrollMore(el.scrollLeft, el.clientWidth, el.scrollWidth);
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);

  useEffect(() => {
    const el = ref.current;
    const current = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !current || el.scrollWidth <= el.clientWidth) return;
    el.scrollLeft = current.offsetLeft - (el.clientWidth - current.offsetWidth) / 2;
  }, [key]);

  return ref;
}

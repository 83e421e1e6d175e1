import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState, type ComponentType } from 'react';
import { loadLaterTexts } from '../../lib/i18n';
import { whenLoadedAndIdle } from '../../lib/when-idle';
import styles from './layouts.module.css';

// Its texts are a later part of the shell's (lib/i18n.ts): they come with it.
const Footer = lazy(async () => ({ default: (await Promise.all([import('../../features/footer/components/footer'), loadLaterTexts()]))[0].Footer }));

/**
 * The footer drawn in place, with no later to load it in: the server's copy of the main page (ssr/render-main-page.tsx)
 * provides it. The app's pages have none and load the footer's code after the first screen.
 */
export const EagerFooter = createContext<ComponentType | null>(null);

/** How far below the screen the footer's place may be for its code to load at once. */
const NEAR = '800px 0px';

/**
 * The footer, below every page's content. Its code is not in the first download: it loads once the page has loaded
 * and the browser is idle, or at once when its place is near the screen (a short page, a visitor scrolling down).
 * Until then its place is empty: nothing above it moves when it comes in.
 */
export function FooterSlot() {
  const Eager = useContext(EagerFooter);
  return Eager ? <Eager /> : <DeferredFooter />;
}

function DeferredFooter() {
  const place = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    if (typeof IntersectionObserver === 'undefined' || !place.current) {
      want();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), { rootMargin: NEAR });
    observer.observe(place.current);
    const cancelIdle = whenLoadedAndIdle(want);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [wanted]);

  const empty = <div ref={place} className={styles.footerPlace} data-testid="footer-place" />;
  if (!wanted) return empty;
  return (
    <Suspense fallback={empty}>
      <Footer />
    </Suspense>
  );
}

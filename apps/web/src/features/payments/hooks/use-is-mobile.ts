import { BREAKPOINTS } from '@tastydrop/domain';
import { useSyncExternalStore } from 'react';

const QUERY = `(max-width: ${BREAKPOINTS.md - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Below the md breakpoint (768 px): the mobile sum buttons and method order apply. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
}

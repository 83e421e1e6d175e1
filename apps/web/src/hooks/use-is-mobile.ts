import { BREAKPOINTS } from '@tastydrop/domain';
import { useSyncExternalStore } from 'react';

const QUERY = `(max-width: ${BREAKPOINTS.md - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

const snapshot = () => window.matchMedia?.(QUERY).matches ?? false;

/** Below the md breakpoint (768 px): a phone's layout (the refill page's sum buttons and method order, a battle's round brought into view). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

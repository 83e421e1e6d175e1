import { useEffect, useState } from 'react';
import { LANDING_QUIET_MS } from '../lib/popup-policy';

// The moment this page (the app) loaded; client-side navigation is not a new landing.
const landedAt = Date.now();

/** Milliseconds since the page loaded, updated once the landing's quiet time is over. */
export function useSinceLanding(): number {
  const [since, setSince] = useState(() => Date.now() - landedAt);
  useEffect(() => {
    const left = LANDING_QUIET_MS - (Date.now() - landedAt);
    if (left <= 0) return;
    const timer = setTimeout(() => setSince(Date.now() - landedAt), left);
    return () => clearTimeout(timer);
  }, []);
  return since;
}

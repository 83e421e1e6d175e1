import { useEffect, useRef, useState } from 'react';
import { secondsTo } from '../lib/daily/countdown';

/**
 * Seconds left until `deadline` (ms), ticking every second; `onZero` fires once when a running
 * countdown ends. `since` is when the deadline was learned: time before it never counts.
 */
export function useCountdown(deadline: number | null, since: number, onZero?: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const zero = useRef(onZero);
  useEffect(() => {
    zero.current = onZero;
  });
  useEffect(() => {
    if (deadline === null || Date.now() >= deadline) return;
    const id = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) {
        clearInterval(id);
        zero.current?.();
      }
    }, 1000);
    return () => clearInterval(id);
  }, [deadline]);
  return deadline === null ? 0 : secondsTo(deadline, Math.max(now, since));
}

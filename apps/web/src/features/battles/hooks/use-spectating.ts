import { useEffect, useState } from 'react';
import { watchBattle } from '../api/watch-battle';

/** Counts this page as a spectator while it is open (POST /old/open, then /old/close on leave). */
export function useSpectating(ulid: string, active: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    let left = false;
    watchBattle(ulid, true)
      .then((r) => {
        if (!left) setCount(r.spectators);
      })
      .catch(() => undefined);
    return () => {
      left = true;
      void watchBattle(ulid, false).catch(() => undefined);
    };
  }, [ulid, active]);
  return count;
}

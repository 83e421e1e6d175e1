import { useEffect, useState } from 'react';
import { watchBattle } from '../api/watch-battle';

/** Counts this page as a spectator while it is open (POST /old/open, then /old/close on leave). */
export function useSpectating(ulid: string, active: boolean, invite?: string): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    let left = false;
    watchBattle(ulid, true, invite)
      .then((r) => {
        if (!left) setCount(r.spectators);
      })
      .catch(() => undefined);
    return () => {
      left = true;
      void watchBattle(ulid, false, invite).catch(() => undefined);
    };
  }, [ulid, active, invite]);
  return count;
}

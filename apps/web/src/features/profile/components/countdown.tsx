import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatCountdown, secondsLeft } from '../utils/timer';

interface CountdownProps {
  deadline: number;
  /** Called once when a running countdown reaches zero (the server has moved the item on by then). */
  onExpire?: () => void;
  render: (time: string, seconds: number) => ReactNode;
}

const TICK_MS = 1000;

/** Counts down to a deadline every second; an already-past deadline shows 0:00 and never fires. */
export function Countdown({ deadline, onExpire, render }: CountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    if (Date.now() >= deadline) return;
    const id = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) {
        clearInterval(id);
        expire.current?.();
      }
    }, TICK_MS);
    return () => clearInterval(id);
  }, [deadline]);

  const seconds = secondsLeft(deadline, now);
  return <>{render(formatCountdown(seconds), seconds)}</>;
}

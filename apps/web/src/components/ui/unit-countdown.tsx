import { countdownParts } from '@tastydrop/domain';
import { useEffect, useState, type ReactNode } from 'react';
import styles from './unit-countdown.module.css';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
type Parts = ReturnType<typeof countdownParts>;

interface UnitCountdownProps {
  /** ISO time the countdown runs to. */
  end: string;
  /** The whole time left, read out (the tiles are for the eye). */
  label: (parts: Parts) => string;
  unitName: (unit: (typeof UNITS)[number]) => string;
  /** What shows once the time is up. */
  atZero: ReactNode;
  testId: string;
}

/** Days, hours, minutes and seconds left to `end` as tiles, ticking every second; `atZero` once it is reached. */
export function UnitCountdown({ end, label, unitName, atZero, testId }: UnitCountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = (new Date(end).getTime() - now) / 1000;
  if (left <= 0) return atZero;
  const parts = countdownParts(left);
  return (
    <span className={styles.countdown} role="timer" aria-label={label(parts)} data-testid={testId}>
      {UNITS.map((unit) => (
        <span key={unit} className={styles.unit}>
          <span className={styles.unitValue}>{String(parts[unit]).padStart(2, '0')}</span>
          <span className={styles.unitName}>{unitName(unit)}</span>
        </span>
      ))}
    </span>
  );
}

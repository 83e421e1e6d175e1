import { countdownParts } from '@tastydrop/domain';
import { useEffect, useState, type ReactNode } from 'react';
import styles from './unit-countdown.module.css';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
/** Under this share of its whole period a timer shows the low style. */
export const LOW_TIMER_SHARE = 0.1;

/** A timer is low when less than 10 % of its period (start to end) is left. */
export function isLowTimer(leftMs: number, periodMs: number): boolean {
  return periodMs > 0 && leftMs >= 0 && leftMs / periodMs < LOW_TIMER_SHARE;
}
type Parts = ReturnType<typeof countdownParts>;

interface UnitCountdownProps {
  /** ISO time the countdown runs to. */
  end: string;
  /** ISO time the period began: with it, the last 10 % of the period shows the low style. */
  start?: string;
  /** The whole time left, read out (the tiles are for the eye). */
  label: (parts: Parts) => string;
  unitName: (unit: (typeof UNITS)[number]) => string;
  /** What shows once the time is up. */
  atZero: ReactNode;
  testId: string;
}

/** Days, hours, minutes and seconds left to `end` as tiles, ticking every second; `atZero` once it is reached. */
export function UnitCountdown({ end, start, label, unitName, atZero, testId }: UnitCountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = (new Date(end).getTime() - now) / 1000;
  if (left <= 0) return atZero;
  const parts = countdownParts(left);
  const low = start !== undefined && isLowTimer(left * 1000, new Date(end).getTime() - new Date(start).getTime());
  return (
    <span className={[styles.countdown, low && styles.low].filter(Boolean).join(' ')} role="timer" aria-label={label(parts)} data-testid={testId} data-low={low || undefined}>
      {UNITS.map((unit) => (
        <span key={unit} className={styles.unit}>
          <span className={styles.unitValue}>{String(parts[unit]).padStart(2, '0')}</span>
          <span className={styles.unitName}>{unitName(unit)}</span>
        </span>
      ))}
    </span>
  );
}

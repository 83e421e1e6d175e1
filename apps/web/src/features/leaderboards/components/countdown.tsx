import { countdownParts, periodLabel } from '@tastydrop/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './carousel.module.css';

interface CountdownProps {
  start: string;
  end: string;
}

/** Days, hours, minutes and seconds to the end; at zero the end label with the period's dates (part 1 §4). */
export function Countdown({ start, end }: CountdownProps) {
  const { t } = useTranslation('leaderboards');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = (new Date(end).getTime() - now) / 1000;
  if (left <= 0) {
    return (
      <span className={styles.ended} data-testid="leaderboard-ended">
        {t('countdown.ended')} <span className={styles.period}>{periodLabel(start, end)}</span>
      </span>
    );
  }
  const parts = countdownParts(left);
  const units = ['days', 'hours', 'minutes', 'seconds'] as const;
  return (
    <span className={styles.countdown} role="timer" aria-label={t('countdown.label', parts)} data-testid="leaderboard-countdown">
      {units.map((unit) => (
        <span key={unit} className={styles.unit}>
          <span className={styles.unitValue}>{String(parts[unit]).padStart(2, '0')}</span>
          <span className={styles.unitName}>{t(`countdown.${unit}`)}</span>
        </span>
      ))}
    </span>
  );
}

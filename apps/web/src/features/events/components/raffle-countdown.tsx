import { countdownParts } from '@tastydrop/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './raffle.module.css';

/** Days, hours, minutes and seconds to the draw; at zero "the draw is about to happen". */
export function RaffleCountdown({ drawAt }: { drawAt: string }) {
  const { t } = useTranslation('events');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = (new Date(drawAt).getTime() - now) / 1000;
  if (left <= 0) return <span className={styles.soon}>{t('raffle.drawingSoon')}</span>;
  const parts = countdownParts(left);
  const units = ['days', 'hours', 'minutes', 'seconds'] as const;
  return (
    <span className={styles.countdown} role="timer" aria-label={t('raffle.countdownLabel', parts)} data-testid="raffle-countdown">
      {units.map((unit) => (
        <span key={unit} className={styles.unit}>
          <span className={styles.unitValue}>{String(parts[unit]).padStart(2, '0')}</span>
          <span className={styles.unitName}>{t(`raffle.units.${unit}`)}</span>
        </span>
      ))}
    </span>
  );
}

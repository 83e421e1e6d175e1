import { periodLabel } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { UnitCountdown } from '../../../components/ui/unit-countdown';
import styles from './carousel.module.css';

interface CountdownProps {
  start: string;
  end: string;
}

/** Days, hours, minutes and seconds to the end; at zero the end label with the period's dates. */
export function Countdown({ start, end }: CountdownProps) {
  const { t } = useTranslation('leaderboards');
  return (
    <UnitCountdown
      end={end}
      start={start}
      label={(parts) => t('countdown.label', parts)}
      unitName={(unit) => t(`countdown.${unit}`)}
      atZero={
        <span className={styles.ended} data-testid="leaderboard-ended">
          {t('countdown.ended')} <span className={styles.period}>{periodLabel(start, end)}</span>
        </span>
      }
      testId="leaderboard-countdown"
    />
  );
}

import { useTranslation } from 'react-i18next';
import { UnitCountdown } from '../../../components/ui/unit-countdown';
import styles from './raffle.module.css';

/** Days, hours, minutes and seconds to the draw; at zero "the draw is about to happen". */
export function RaffleCountdown({ drawAt }: { drawAt: string }) {
  const { t } = useTranslation('events');
  return (
    <UnitCountdown
      end={drawAt}
      label={(parts) => t('raffle.countdownLabel', parts)}
      unitName={(unit) => t(`raffle.units.${unit}`)}
      atZero={<span className={styles.soon}>{t('raffle.drawingSoon')}</span>}
      testId="raffle-countdown"
    />
  );
}

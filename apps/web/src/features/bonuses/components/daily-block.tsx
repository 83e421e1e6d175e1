import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useCountdown } from '../../../hooks/use-countdown';
import { deadlineFrom, formatHms } from '../../../lib/daily/countdown';
import { useDailyInfo } from '../../../lib/daily/daily-info';
import styles from './bonuses.module.css';

/** The daily case in short: ready or the countdown, with the way to it. */
export function DailyBlock({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('bonuses');
  const info = useDailyInfo(signedIn);
  const deadline = useMemo(() => (info.data ? deadlineFrom(info.data.nearestCaseTime, info.dataUpdatedAt) : null), [info.data, info.dataUpdatedAt]);
  const seconds = useCountdown(deadline, info.dataUpdatedAt);
  return (
    <section className={[styles.block, styles.daily].join(' ')} data-testid="bonus-daily">
      <span className={styles.dailyIcon}>
        <Icon name="daily" size={28} />
      </span>
      <div className={styles.dailyText}>
        <h2 className={styles.blockTitle}>{t('daily.title')}</h2>
        <p className={styles.muted}>
          {!signedIn || !info.data ? t('daily.text') : seconds === 0 ? t('daily.ready') : t('daily.wait', { time: formatHms(seconds) })}
        </p>
      </div>
      <ButtonLink to={paths.dailyCases} size="m">
        {t('daily.go')}
      </ButtonLink>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { formatHms } from '../../../lib/daily/countdown';
import { useSiteConfig } from '../../../lib/site-config';
import { useDailyCountdown } from '../hooks/use-daily-countdown';
import styles from './daily-entry.module.css';

/** The header's daily entry: a ready mark or the countdown to the next free case. */
export function DailyEntry() {
  const { t } = useTranslation('daily');
  const { features } = useSiteConfig();
  const daily = useDailyCountdown(true);
  if (!daily) return null;
  const label = daily.ready ? t('header.ready') : t('header.wait', { time: formatHms(daily.seconds) });
  return (
    <Link
      to={paths.dailyCases}
      className={[styles.entry, daily.ready && styles.ready].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      data-testid="daily-entry"
      data-ready={daily.ready}
    >
      <Icon name="daily" size={18} />
      {daily.ready ? <span className={styles.dot} aria-hidden /> : features.dailyTimer && <span className={styles.time}>{formatHms(daily.seconds)}</span>}
    </Link>
  );
}

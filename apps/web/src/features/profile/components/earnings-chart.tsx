import { formatAmount, shareToPercent } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import styles from './partner-section.module.css';

const dayLabel = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The commission earned each day of the last 30, as bars (each bar says its day and sum to a screen reader). */
export function EarningsChart({ days }: { days: { day: string; earned: number }[] }) {
  const { t } = useTranslation('partners');
  const top = Math.max(0, ...days.map((d) => d.earned));
  if (top <= 0) return null;
  const total = days.reduce((sum, d) => sum + d.earned, 0);
  return (
    <figure className={styles.chart} data-testid="partner-chart">
      <figcaption className={styles.muted}>{t('chart.title', { total: formatAmount(total) })}</figcaption>
      <ol className={styles.bars}>
        {days.map((d) => {
          const label = t('chart.bar', { day: dayLabel.format(new Date(`${d.day}T00:00:00Z`)), amount: formatAmount(d.earned) });
          return (
            <li key={d.day} className={styles.bar} title={label} aria-label={label}>
              <span style={{ height: `${Math.max(d.earned > 0 ? 4 : 0, shareToPercent(d.earned / top))}%` }} />
            </li>
          );
        })}
      </ol>
    </figure>
  );
}

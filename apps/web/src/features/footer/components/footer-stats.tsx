import { STATISTICS_KEYS } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSiteConfig } from '../../../lib/site-config';
import { useFooterStats } from '../api/get-footer-stats';
import styles from './footer.module.css';

const number = new Intl.NumberFormat('ru-RU');

/** Live statistics: opened cases, users, upgrades, battles, online and top drops (arcanas; knives and gloves on CS). */
export function FooterStats() {
  const { t } = useTranslation('shell');
  const { data, isPending } = useFooterStats();
  const { game } = useSiteConfig();
  return (
    <ul className={styles.stats} aria-label={t('footer.statsLabel')}>
      {STATISTICS_KEYS.map((key) => (
        <li key={key} className={styles.stat}>
          <span className={styles.statValue}>
            {isPending ? <Skeleton width={72} height={22} /> : data ? number.format(data[key]) : '—'}
          </span>
          <span className={key === 'online' ? styles.online : undefined}>{t(`footer.stats.${key}`, { context: game })}</span>
        </li>
      ))}
    </ul>
  );
}

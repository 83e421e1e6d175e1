import type { UserDashboard } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icons';
import { ItemTile } from '../../../components/ui/item-tile';
import { formatPrice } from '../../../components/ui/price-tag';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './profile-card.module.css';

const count = new Intl.NumberFormat('ru-RU');

function Stat({ icon, label, value, testId }: { icon: IconName; label: string; value: string; testId: string }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>
        <Icon name={icon} size={16} />
        {label}
      </dt>
      <dd className={styles.statValue} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Cases opened, money spent, profit and the best drop (GET /users/{id}/dashboard). */
export function ProfileStats({ dashboard }: { dashboard: UserDashboard | undefined }) {
  const { t } = useTranslation('profile');
  if (!dashboard) {
    return (
      <div className={styles.stats} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={88} className={styles.statSkeleton} />
        ))}
      </div>
    );
  }
  const best = dashboard.bestDrop;
  return (
    <dl className={styles.stats} aria-label={t('stats.title')}>
      <Stat icon="gift" label={t('stats.casesOpened')} value={count.format(dashboard.casesOpened)} testId="stat-cases" />
      <Stat icon="wallet" label={t('stats.spent')} value={formatPrice(dashboard.spent, 'GOLD')} testId="stat-spent" />
      <Stat icon="upgrades" label={t('stats.profit')} value={formatPrice(dashboard.profit, 'GOLD')} testId="stat-profit" />
      <div className={`${styles.stat} ${styles.bestDrop}`}>
        <dt className={styles.statLabel}>
          <Icon name="sparkle" size={16} />
          {t('stats.bestDrop')}
        </dt>
        <dd className={styles.bestValue} data-testid="stat-best">
          {best ? (
            <>
              <ItemTile image={best.image} rarity={best.rarity} size="xs" />
              <span className={styles.bestText}>
                <span className={styles.bestName}>{best.name}</span>
                <span className={styles.bestPrice}>{formatPrice(best.price, 'GOLD')}</span>
              </span>
            </>
          ) : (
            <span className={styles.statValue}>{t('stats.noBestDrop')}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

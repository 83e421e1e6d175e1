import { chanceTier } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { ItemTile } from '../../../components/ui/item-tile';
import section from '../../../components/ui/history-section.module.css';
import { formatPrice } from '../../../components/ui/price-tag';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRecentUpgrades } from '../api/get-recent-upgrades';
import styles from './recent-upgrades.module.css';
import { formatPercent } from '../../../lib/format-percent';

/** The latest upgrades of all players: who, for what, at which chance, and whether it worked. */
export function RecentUpgrades() {
  const { t } = useTranslation('upgrades');
  const query = useRecentUpgrades();
  let body;
  if (query.isError) {
    body = <p className={section.note}>{t('recent.error')}</p>;
  } else if (!query.data) {
    body = (
      <ul className={styles.list} aria-busy>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <Skeleton height={84} />
          </li>
        ))}
      </ul>
    );
  } else if (query.data.items.length === 0) {
    body = <p className={section.note}>{t('recent.empty')}</p>;
  } else {
    body = (
      <ul className={styles.list} data-testid="recent-upgrades">
        {query.data.items.map((u) => (
          <li key={u.id} className={styles.card} data-success={u.success}>
            <ItemTile image={u.target.image} alt="" rarity={u.target.rarity} size="s" className={styles.tile} />
            <div className={styles.body}>
              <span className={styles.item}>{u.target.name}</span>
              <span className={styles.meta}>
                {formatPrice(u.inputTotal, 'GOLD')} → {formatPrice(u.target.price, 'GOLD')}
              </span>
              <span className={styles.user}>
                <Avatar src={u.user.avatar} name={u.user.nickname} size={18} />
                {u.user.nickname}
              </span>
            </div>
            <div className={styles.side}>
              <span className={styles.chance} data-tier={chanceTier(u.chance)}>
                {t('wheel.percent', { value: formatPercent(u.chance) })}
              </span>
              <span className={styles.badge}>{t(u.success ? 'recent.success' : 'recent.fail')}</span>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={section.section} aria-labelledby="recent-upgrades-title">
      <h2 id="recent-upgrades-title" className={section.title}>
        {t('recent.title')}
      </h2>
      {body}
    </section>
  );
}

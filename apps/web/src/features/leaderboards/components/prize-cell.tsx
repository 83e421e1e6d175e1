import { formatAmount, type RankingPrize } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { ItemTile } from '../../../components/ui/item-tile';
import styles from './ranking.module.css';

/** A ranking row's prize: the drop, or what is left to take the place. */
export function PrizeCell({ prize }: { prize: RankingPrize | null }) {
  const { t } = useTranslation('leaderboards');
  if (!prize) return <span className={styles.muted}>—</span>;
  if (prize.type === 'prize') {
    return (
      <span className={styles.prize} title={prize.drop.name}>
        <ItemTile image={prize.drop.image} rarity={prize.drop.rarity} size="xs" />
        <span className={styles.prizeText}>
          <span className={styles.prizeName}>{prize.drop.name}</span>
          <span className={styles.muted}>{formatAmount(prize.drop.price)} ₽</span>
        </span>
      </span>
    );
  }
  return <span className={styles.muted}>{prize.remaining > 0 ? t('ranking.remaining', { amount: formatAmount(prize.remaining) }) : '—'}</span>;
}

import { formatAmount, type RaffleResult } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import styles from './raffle.module.css';

interface RafflePrizesProps {
  prizes: RaffleResult['prizes'];
  /** Only the first places (the overview block). */
  limit?: number;
}

/** The raffle's prizes by place: image, name and price. */
export function RafflePrizes({ prizes, limit }: RafflePrizesProps) {
  const { t } = useTranslation('events');
  const shown = limit ? prizes.slice(0, limit) : prizes;
  return (
    <ol className={styles.prizes} data-testid="raffle-prizes">
      {shown.map((p) => (
        <li key={p.position} className={styles.prize} data-testid="raffle-prize">
          <span className={styles.prizePlace}>{t('raffle.place', { place: p.position })}</span>
          <img src={p.img} alt="" width={96} height={72} loading="lazy" />
          <span className={styles.prizeName}>{p.item}</span>
          <span className={styles.prizePrice}>{formatAmount(p.price.price)} ₽</span>
        </li>
      ))}
    </ol>
  );
}

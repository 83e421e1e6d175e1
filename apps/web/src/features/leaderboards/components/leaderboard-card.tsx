import { formatPlace, type Leaderboard } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { Countdown } from './countdown';
import styles from './carousel.module.css';

interface LeaderboardCardProps {
  board: Leaderboard;
  active: boolean;
  onSelect: () => void;
  eager?: boolean;
}

/** Image, title, description, prize pool, own place and countdown; default and active states. */
export function LeaderboardCard({ board, active, onSelect, eager }: LeaderboardCardProps) {
  const { t, i18n } = useTranslation('leaderboards');
  const key = `descriptions.${board.description}`;
  const description = i18n.exists(key, { ns: 'leaderboards' }) ? t(key) : board.description;
  return (
    <button
      type="button"
      className={[styles.card, active && styles.cardActive].filter(Boolean).join(' ')}
      aria-pressed={active}
      onClick={onSelect}
      data-testid="leaderboard-card"
      data-board={board.id}
    >
      <span className={styles.cardHead}>
        <img src={board.image} alt="" loading={eager ? 'eager' : 'lazy'} width={56} height={56} className={styles.cardImage} />
        <span className={styles.cardTitles}>
          <span className={styles.cardTitle}>{board.title}</span>
          <span className={styles.cardText}>{description}</span>
        </span>
      </span>
      <span className={styles.cardFacts}>
        <span className={styles.fact}>
          <span className={styles.factLabel}>{t('card.pool')}</span>
          <span className={styles.factValue}>
            <Icon name="top" size={16} /> {t('card.poolValue', { amount: board.prizesAmount.toLocaleString('ru-RU') })}
          </span>
        </span>
        <span className={styles.fact}>
          <span className={styles.factLabel}>{t('card.place')}</span>
          <span className={styles.factValue} data-testid="leaderboard-my-place">
            {formatPlace(board.myPosition)}
          </span>
        </span>
      </span>
      <Countdown start={board.dates.start} end={board.dates.end} />
    </button>
  );
}

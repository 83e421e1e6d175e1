import { formatAmount, formatCoins, type CaseCard } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import styles from './events.module.css';
import { ArtImage } from '../../../components/ui/art-image';

interface EventCaseCardProps {
  item: CaseCard;
  coinIcon: string;
  /** The level the case needs (coin cases: their level gate); locked above the player's level. */
  lockLevel?: number;
  userLevel: number;
}

/** An event or coin case: art, title, price (money or coins), coins per open and the level lock. */
export function EventCaseCard({ item, coinIcon, lockLevel, userLevel }: EventCaseCardProps) {
  const { t } = useTranslation('events');
  const coins = item.priceData.currency === 'TASTY_COIN';
  const locked = (lockLevel !== undefined && lockLevel > userLevel) || item.locked;
  return (
    <Link
      to={paths.openCase(item.name)}
      className={[styles.caseCard, locked && styles.caseLocked].filter(Boolean).join(' ')}
      style={{ ['--case-accent' as string]: item.appearanceData.accent }}
      data-testid="event-case"
      data-case={item.name}
    >
      <span className={styles.caseArt}>
        <ArtImage src={item.appearanceData.image} alt="" width={160} height={160} />
        {locked && (
          <span className={styles.caseLock} data-testid="event-case-lock">
            <Icon name="lock" size={14} /> {t('cases.level', { level: lockLevel ?? item.level })}
          </span>
        )}
      </span>
      <span className={styles.caseTitle}>{item.title}</span>
      <span className={styles.casePrice}>
        {coins ? (
          <>
            <img src={coinIcon} alt={t('coins')} width={16} height={16} /> {formatCoins(item.priceData.price)}
          </>
        ) : (
          <>{formatAmount(item.priceData.price)} ₽</>
        )}
      </span>
      {item.tastyCoins.max > 0 && (
        <span className={styles.caseCoins}>
          {t('cases.coinsPerOpen', { min: item.tastyCoins.min, max: item.tastyCoins.max })} <img src={coinIcon} alt="" width={12} height={12} />
        </span>
      )}
    </Link>
  );
}

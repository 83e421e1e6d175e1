import { formatAmount, formatCoins, type PersonalOffer } from '@tastydrop/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import styles from './offers.module.css';
import { ArtImage } from '../../../components/ui/art-image';

interface OfferCardProps {
  offer: PersonalOffer;
  pending: boolean;
  onBuy: (offer: PersonalOffer) => void;
  /** The modal's larger layout. */
  featured?: boolean;
}

/** An offer: art, what is inside (cases, coins, money), the price with its discount and the buy button. */
export function OfferCard({ offer, pending, onBuy, featured }: OfferCardProps) {
  const { t } = useTranslation('offers');
  const look = { '--offer-label': offer.labelColor ?? 'var(--event)' } as CSSProperties;
  return (
    <article className={[styles.card, featured && styles.featured].filter(Boolean).join(' ')} style={look} data-testid="offer-card">
      <div className={styles.art}>
        <ArtImage src={offer.image} alt="" width={180} height={180} />
        {offer.labelName && <span className={styles.label}>{offer.labelName}</span>}
        {offer.sale > 0 && <span className={styles.sale}>−{offer.sale}%</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{offer.title}</h3>
        <p className={styles.description}>{offer.description}</p>
        <ul className={styles.contents} aria-label={t('card.contents')}>
          {offer.cases.map((c) => (
            <li key={c.id}>
              <Icon name="gift" size={16} />
              {t('card.case', { title: c.title, count: c.opens })}
            </li>
          ))}
          {offer.bonusCoins > 0 && (
            <li>
              <Icon name="coin" size={16} className={styles.coin} />
              {t('card.coins', { value: formatCoins(offer.bonusCoins) })}
            </li>
          )}
          {offer.bonusMoney > 0 && (
            <li>
              <Icon name="wallet" size={16} />
              {t('card.money', { value: formatAmount(offer.bonusMoney) })}
            </li>
          )}
        </ul>
        <div className={styles.buy}>
          <span className={styles.prices}>
            <strong>{formatAmount(offer.price)} ₽</strong>
            {offer.oldPrice !== null && offer.oldPrice > offer.price && <s>{formatAmount(offer.oldPrice)} ₽</s>}
          </span>
          {offer.bought ? (
            <span className={styles.owned}>
              <Icon name="check" size={16} />
              {t('card.bought')}
            </span>
          ) : (
            <Button size={featured ? 'l' : 'm'} block disabled={pending} onClick={() => onBuy(offer)} data-testid="offer-buy">
              {pending ? t('card.buying') : t('card.buy', { price: formatAmount(offer.price) })}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

import { caseBadge, isCaseLocked, VOLATILITY_LETTERS, type CaseCard as Case, type CaseSection } from '@tastydrop/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { PriceTag } from '../../../components/ui/price-tag';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../lib/site-config';
import { CaseBadge } from './case-badge';
import styles from './case-card.module.css';
import { ArtImage } from '../../../components/ui/art-image';

/** How soon a card's art loads: `high` first of all, `eager` with the page, `lazy` when near the screen. */
export type ArtPriority = 'high' | 'eager' | 'lazy';

/** The art's box on a 200 px card; every case's art is square, so the size also holds its place on smaller cards. */
const ART_SIZE = 184;

interface CaseCardProps {
  item: Case;
  appearance: CaseSection['appearanceData'];
  userLevel: number;
  artPriority?: ArtPriority;
}

/** A case in the showcase: art, title, price, its one label, volatility, opens left and the level lock. */
export function CaseCard({ item, appearance, userLevel, artPriority = 'lazy' }: CaseCardProps) {
  const { t } = useTranslation('cases');
  const badge = caseBadge(item);
  const locked = isCaseLocked(item, userLevel);
  // The volatility letter is shown while the site's volatility flag is on.
  const { features } = useSiteConfig();
  const letter = features.volatility ? VOLATILITY_LETTERS[item.volatility as keyof typeof VOLATILITY_LETTERS] : undefined;
  const { opensLimit, opensRemaining } = item.statisticData;
  const look = {
    '--card-bg': appearance.cardsBackground,
    '--card-hover': appearance.cardsHover,
    '--card-circle': appearance.cardsCircle,
    '--case-accent': item.appearanceData.accent,
  } as CSSProperties;

  return (
    <Link
      to={paths.openCase(item.name)}
      className={[styles.card, locked && styles.locked, !item.available && styles.ended].filter(Boolean).join(' ')}
      style={look}
      data-testid="case-card"
      data-case={item.name}
    >
      <span className={styles.top}>
        {badge ? <CaseBadge badge={badge} /> : <span />}
        {letter && (
          <span className={styles.volatility} title={t(`volatility.${letter}`)} data-testid="case-card-volatility">
            <span aria-hidden>{t(`volatilityLetter.${letter}`)}</span>
            <span className="visually-hidden">{t(`volatility.${letter}`)}</span>
          </span>
        )}
      </span>
      <span className={styles.art}>
        <ArtImage
          src={item.appearanceData.image}
          alt=""
          width={ART_SIZE}
          height={ART_SIZE}
          loading={artPriority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={artPriority === 'high' ? 'high' : 'auto'}
        />
        {locked && (
          <span className={styles.lock} data-testid="case-lock">
            <Icon name="lock" size={16} />
            {item.level > userLevel ? t('card.level', { level: item.level }) : t('card.closed')}
          </span>
        )}
      </span>
      <span className={styles.title}>{item.title}</span>
      <span className={styles.bottom}>
        <PriceTag price={item.priceData.price} currency={item.priceData.currency} oldPrice={item.priceData.oldPrice} className={styles.price} />
        {opensLimit !== null && opensRemaining !== null && (
          <span className={styles.remaining} title={t('card.remainingLabel')}>
            {t('card.remaining', { remaining: opensRemaining, limit: opensLimit })}
          </span>
        )}
      </span>
    </Link>
  );
}

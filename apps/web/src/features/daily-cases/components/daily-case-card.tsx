import type { DailyCase } from '@tastydrop/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { formatHms } from '../../../lib/daily/countdown';
import styles from './daily-cases.module.css';
import { ArtImage } from '../../../components/ui/art-image';

interface DailyCaseCardProps {
  item: DailyCase;
  /** Seconds left on the shared countdown (the card of the player's band shows it while cooling down). */
  secondsLeft: number;
  opening: boolean;
  onOpen: (item: DailyCase) => void;
}

/** One band's daily case: art, band, and what the player can do with it now. */
export function DailyCaseCard({ item, secondsLeft, opening, onOpen }: DailyCaseCardProps) {
  const { t } = useTranslation('daily');
  const band = item.levelFrom === item.levelTo ? String(item.levelFrom) : `${item.levelFrom}–${item.levelTo}`;
  const look = { '--case-accent': item.appearanceData.accent } as CSSProperties;
  const ready = item.state === 'available' || (item.state === 'cooldown' && secondsLeft === 0);

  return (
    <article
      id={item.name}
      className={[styles.card, styles[item.state], ready && styles.ready].filter(Boolean).join(' ')}
      style={look}
      data-testid="daily-case"
      data-state={ready ? 'available' : item.state}
    >
      <span className={styles.band}>{t('card.band', { band })}</span>
      <span className={styles.art}>
        <ArtImage src={item.appearanceData.image} alt="" width={176} height={176} />
        {item.state === 'locked' && (
          <span className={styles.lock}>
            <Icon name="lock" size={16} />
            {t('card.fromLevel', { level: item.levelFrom })}
          </span>
        )}
      </span>
      <h3 className={styles.title}>{item.title}</h3>
      {ready ? (
        <Button size="m" block disabled={opening} onClick={() => onOpen(item)} data-testid="daily-open">
          {opening ? t('card.opening') : t('card.open')}
        </Button>
      ) : item.state === 'cooldown' ? (
        <span className={styles.timer} data-testid="daily-card-timer">
          <Icon name="daily" size={16} />
          <span className="visually-hidden">{t('card.nextIn')}</span>
          {formatHms(secondsLeft)}
        </span>
      ) : (
        <span className={styles.note}>{item.state === 'passed' ? t('card.passed') : t('card.locked')}</span>
      )}
    </article>
  );
}

import { formatAmount } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import type { BattleSummary } from '../types';
import { seatList } from '../utils/totals';
import { ModeBadge } from './mode-badge';
import styles from './battle-card.module.css';
import { ArtImage } from '../../../components/ui/art-image';

interface BattleCardProps {
  battle: BattleSummary;
  /** The player's id, to tell "your battle" from one to join. */
  userId: number | null;
  joining: boolean;
  onJoin: (battle: BattleSummary) => void;
}

/** One live battle: mode, cases, seats, entry price and what the player can do. */
export function BattleCard({ battle, userId, joining, onJoin }: BattleCardProps) {
  const { t } = useTranslation('battles');
  const seats = seatList(battle.mode, battle.members);
  const mine = userId !== null && battle.members.some((m) => m.user.id === userId);
  const free = seats.some((s) => s.member === null);
  const canJoin = battle.status === 'created' && free && !mine;
  return (
    <article className={styles.card} data-testid="battle-card" data-battle={battle.ulid} data-status={battle.status}>
      <header className={styles.head}>
        <ModeBadge mode={battle.mode} crazy={battle.crazy} />
        <span className={[styles.status, styles[battle.status]].join(' ')}>{t(`status.${battle.status}`)}</span>
      </header>
      <ul className={styles.cases} aria-label={t('card.cases', { count: battle.totalRounds })}>
        {battle.cases.map((c) => (
          <li key={c.id} className={styles.case} title={c.title}>
            <ArtImage src={c.image} alt={c.title} width={56} height={56} />
            {c.count > 1 && <span className={styles.count}>×{c.count}</span>}
          </li>
        ))}
      </ul>
      <ul className={styles.seats} aria-label={t('card.seats')}>
        {seats.map(({ seat, member }) => (
          <li key={seat} className={member ? styles.taken : styles.free} title={member?.user.nickname ?? t('seat.free')}>
            {member ? <Avatar src={member.user.avatar} name={member.user.nickname} size={32} /> : <Icon name="plus" size={14} />}
          </li>
        ))}
      </ul>
      <footer className={styles.foot}>
        <div className={styles.price}>
          <span className={styles.label}>{t('card.entry')}</span>
          <strong data-testid="battle-card-price">{formatAmount(battle.price)} ₽</strong>
          <span className={styles.rounds}>{t('card.rounds', { count: battle.totalRounds })}</span>
        </div>
        <div className={styles.actions}>
          {canJoin && (
            <Button size="s" onClick={() => onJoin(battle)} disabled={joining} data-testid="battle-card-join">
              {t('actions.join')}
            </Button>
          )}
          <ButtonLink size="s" variant={canJoin ? 'secondary' : 'primary'} to={paths.battle(battle.ulid)} data-testid="battle-card-open">
            {mine ? t('actions.toMine') : t('actions.watch')}
          </ButtonLink>
        </div>
      </footer>
    </article>
  );
}

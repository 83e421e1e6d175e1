import { formatAmount } from '@tastydrop/domain';
import { memo, type ReactNode } from 'react';
import { WearFloat } from '../../../components/ui/wear-float';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { ItemTile } from '../../../components/ui/item-tile';
import type { BattleDrop, BattleMember } from '../types';
import { EmojiImage } from './emoji-image';
import styles from './battle-seat.module.css';

interface BattleSeatProps {
  seat: number;
  member: BattleMember | null;
  team: number;
  total: number;
  leading: boolean;
  winner: boolean | null;
  isMe: boolean;
  /** The items this seat has landed so far, newest first. */
  landedDrops: BattleDrop[];
  emoji: string | null;
  /** The reel, or the join button of an empty seat. */
  children: ReactNode;
}

/** One of the four seats: who sits there, their running total, the reel and what they won so far. */
export function BattleSeat({ seat, member, team, total, leading, winner, isMe, landedDrops, emoji, children }: BattleSeatProps) {
  const { t } = useTranslation('battles');
  const classes = [styles.seat, leading && styles.leading, winner === true && styles.winner, winner === false && styles.loser, isMe && styles.me];
  return (
    <section className={classes.filter(Boolean).join(' ')} data-testid="battle-seat" data-seat={seat} data-team={team} aria-label={t('seat.label', { seat })}>
      <header className={styles.head}>
        {member ? (
          <>
            <Avatar src={member.user.avatar} name={member.user.nickname} size={36} />
            <span className={styles.who}>
              <span className={styles.name} data-testid="seat-name" title={member.user.nickname}>
                {member.user.nickname}
              </span>
              {member.isBot && <span className={styles.bot}>{t('seat.bot')}</span>}
              {isMe && <span className={styles.you}>{t('seat.you')}</span>}
            </span>
          </>
        ) : (
          <span className={styles.empty}>{t('seat.free')}</span>
        )}
        {emoji && (
          <span className={styles.emoji} role="status" data-testid="seat-emoji">
            <EmojiImage emoji={emoji} size={26} />
          </span>
        )}
      </header>
      <p className={styles.total}>
        <span className="visually-hidden">{t('seat.total')}</span>
        <strong data-testid="seat-total">{formatAmount(total)} ₽</strong>
      </p>
      {children}
      {landedDrops.length > 0 && <SeatDrops drops={landedDrops} label={t('seat.drops')} />}
    </section>
  );
}

/**
 * What a seat has won so far. A battle's landed drops only ever grow, so the list is drawn again only
 * when another round lands, never on the other updates a running battle brings.
 */
const SeatDrops = memo(
  function SeatDrops({ drops, label }: { drops: BattleDrop[]; label: string }) {
    return (
      <ul className={styles.drops} aria-label={label}>
        {drops.map((drop, index) => (
          // Newest first: counted from the oldest, each round keeps its key as more land.
          <li key={drops.length - index} title={`${drop.item.name} · ${formatAmount(drop.item.price)} ₽`} data-testid="seat-drop">
            <ItemTile image={drop.item.image} rarity={drop.item.rarity} alt={drop.item.name} size="m" />
            <span className={styles.dropPrice}>{formatAmount(drop.item.price)} ₽</span>
            {drop.float !== null && <WearFloat value={drop.float} className={styles.dropWear} />}
          </li>
        ))}
      </ul>
    );
  },
  (a, b) => a.drops.length === b.drops.length && a.label === b.label,
);

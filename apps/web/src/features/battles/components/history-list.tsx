import { formatAmount } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { Battle } from '../types';
import { ModeBadge } from './mode-badge';
import styles from './history-list.module.css';

/** The outcome of a battle for one player. */
export function outcomeOf(battle: Battle, userId: number | null): 'won' | 'lost' | 'cancelled' | 'running' {
  if (battle.status === 'cancelled') return 'cancelled';
  if (battle.status !== 'finished') return 'running';
  const seat = battle.members.find((m) => m.userId === userId)?.seat;
  return seat !== undefined && battle.winnerSeats.includes(seat) ? 'won' : 'lost';
}

/** Battles as rows: when, mode, entry, outcome, what was won, and a link to watch it again. */
export function HistoryList({ battles, userId }: { battles: readonly Battle[]; userId: number | null }) {
  const { t } = useTranslation('battles');
  const date = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short' });
  return (
    <ul className={styles.list} data-testid="battle-history">
      {battles.map((battle) => {
        const outcome = userId === null ? 'running' : outcomeOf(battle, userId);
        const winners = battle.members.filter((m) => battle.winnerSeats.includes(m.seat));
        return (
          <li key={battle.ulid} className={styles.row} data-outcome={outcome} data-testid="battle-history-row">
            <Link to={paths.battle(battle.ulid)} className={styles.link}>
              <span className={styles.when}>{date.format(new Date(battle.createdAt))}</span>
              <ModeBadge mode={battle.mode} crazy={battle.crazy} />
              <span className={styles.cases}>
                {battle.cases.slice(0, 4).map((c) => (
                  <img key={c.id} src={c.image} alt={c.title} loading="lazy" />
                ))}
              </span>
              <span className={styles.entry}>
                {t('card.entry')} <strong>{formatAmount(battle.price)} ₽</strong>
              </span>
              <span className={[styles.outcome, styles[outcome]].join(' ')}>
                {userId === null ? winners.map((w) => w.nickname).join(', ') : t(`history.${outcome}`)}
              </span>
              <strong className={styles.win}>{battle.status === 'finished' ? `${formatAmount(battle.totalWin)} ₽` : '—'}</strong>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

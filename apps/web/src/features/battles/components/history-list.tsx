import { formatAmount } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { paths } from '../../../config/paths';
import type { BattleHistoryEntry, BestBattle } from '../types';
import { ModeBadge } from './mode-badge';
import styles from './history-list.module.css';
import { ArtImage } from '../../../components/ui/art-image';

const dateFormat = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short' });

/** The outcome of a battle for the player. */
function outcomeOf(battle: BattleHistoryEntry): 'won' | 'lost' | 'cancelled' | 'running' {
  if (battle.status === 'cancelled') return 'cancelled';
  if (battle.status !== 'finished') return 'running';
  return battle.won ? 'won' : 'lost';
}

/** The player's battles as rows: when, mode, cases, entry, outcome and what they took home. */
export function HistoryList({ battles }: { battles: readonly BattleHistoryEntry[] }) {
  const { t } = useTranslation('battles');
  return (
    <ul className={styles.list} data-testid="battle-history">
      {battles.map((battle) => {
        const outcome = outcomeOf(battle);
        return (
          <li key={battle.ulid} data-outcome={outcome} data-testid="battle-history-row">
            <Link to={paths.battle(battle.ulid)} className={styles.link}>
              <span className={styles.when}>{dateFormat.format(new Date(battle.createdAt))}</span>
              <ModeBadge mode={battle.mode} crazy={battle.crazy} />
              <span className={styles.cases}>
                {battle.cases.slice(0, 4).map((c) => (
                  <ArtImage key={c.id} src={c.image} alt={c.title} width={40} height={40} />
                ))}
              </span>
              <span className={styles.entry}>
                {t('card.entry')} <strong>{formatAmount(battle.price)} ₽</strong>
              </span>
              <span className={[styles.outcome, styles[outcome]].join(' ')}>{t(`history.${outcome}`)}</span>
              <strong className={styles.win}>{battle.won ? `+${formatAmount(battle.winAmount)} ₽` : '—'}</strong>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The biggest wins: who, in which mode, for what entry, and how much. */
export function BestList({ battles }: { battles: readonly BestBattle[] }) {
  const { t } = useTranslation('battles');
  return (
    <ul className={styles.list} data-testid="battle-best">
      {battles.map((battle) => (
        <li key={battle.ulid}>
          <Link to={paths.battle(battle.ulid)} className={`${styles.link} ${styles.best}`}>
            <span className={styles.when}>{dateFormat.format(new Date(battle.finishedAt))}</span>
            <span className={styles.player}>
              <Avatar src={battle.user.avatar} name={battle.user.nickname} size={28} />
              <span>{battle.user.nickname}</span>
            </span>
            <ModeBadge mode={battle.mode} crazy={battle.crazy} />
            <span className={styles.entry}>
              {t('card.entry')} <strong>{formatAmount(battle.price)} ₽</strong>
            </span>
            <strong className={styles.win}>+{formatAmount(battle.winAmount)} ₽</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { formatAmount } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button';
import { Icon } from '../../../components/ui/icons';
import type { Battle } from '../types';
import { battleShareLink } from '../utils/share-link';
import { ModeBadge } from './mode-badge';
import styles from './battle-page.module.css';

interface BattleBarProps {
  battle: Battle;
  round: number;
  /** Before round 1: milliseconds to its reveal. */
  countdownMs: number | null;
  value: number;
  spectators: number;
}

/** The battle's facts: mode, status and round, the value on the table, spectators and the committed seed hash. */
export function BattleBar({ battle, round, countdownMs, value, spectators }: BattleBarProps) {
  const { t } = useTranslation('battles');
  return (
    <div className={styles.bar}>
      <div className={styles.barMain}>
        <ModeBadge mode={battle.mode} crazy={battle.crazy} />
        <span className={styles.barStatus} data-testid="battle-status" data-status={battle.status}>
          {battle.status !== 'started'
            ? t(`status.${battle.status}`)
            : round > 0
              ? t('battle.round', { round, total: battle.totalRounds })
              : t('battle.countdown', { seconds: Math.ceil((countdownMs ?? 0) / 1000) })}
        </span>
        {battle.isPrivate && (
          <span className={styles.barTag}>
            <Icon name="lock" size={14} /> {t('battle.private')}
          </span>
        )}
        {/* Only those who may see a private battle get its invite; the link lets others join or watch. */}
        {battle.invite && battle.status !== 'cancelled' && (
          <span data-testid="battle-share-link">
            <CopyButton value={battleShareLink(window.location.origin, battle)} label={t('waiting.copyLink')} />
          </span>
        )}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('battle.entry')}</dt>
          <dd>{formatAmount(battle.price)} ₽</dd>
        </div>
        <div>
          <dt>{t('battle.value')}</dt>
          <dd data-testid="battle-value">{formatAmount(value)} ₽</dd>
        </div>
        <div>
          <dt>{t('battle.spectators')}</dt>
          <dd data-testid="battle-spectators">{spectators}</dd>
        </div>
      </dl>
      <p className={styles.hash}>
        <span>{t('battle.hash')}</span>
        <code data-testid="battle-hash">{battle.fairness.serverSeedHash}</code>
        <CopyButton value={battle.fairness.serverSeedHash} label={t('battle.copyHash')} />
      </p>
    </div>
  );
}

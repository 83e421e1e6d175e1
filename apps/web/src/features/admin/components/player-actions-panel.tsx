import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import type { ConsoleRow } from '../api/console-keys';
import { usePlayerAction } from '../api/player-actions';
import styles from './admin.module.css';
import { ReasonAction } from './reason-action';

/** Ban and unban, end sessions, reset the trade link, leaderboard exclusion: each asks for a reason. */
export function PlayerActionsPanel({ player }: { player: ConsoleRow }) {
  const { t } = useTranslation('admin');
  const id = Number(player.id);
  const act = usePlayerAction(id);
  const run = (action: Parameters<typeof act.mutate>[0]['action'], body: Parameters<typeof act.mutate>[0]['body']) => act.mutate({ action, body });
  const withReason = (reason: string) => (reason ? { reason } : {});
  return (
    <section className={styles.panel}>
      <h2 className={styles.panelTitle}>{t('player.actions')}</h2>
      <div className={styles.row}>
        {player.bannedAt ? (
          <ReasonAction label={t('player.unban')} onConfirm={(reason) => run('unban', { reason })} busy={act.isPending} testId="console-unban" />
        ) : (
          <ReasonAction label={t('player.ban')} danger onConfirm={(reason) => run('ban', { reason })} busy={act.isPending} testId="console-ban" />
        )}
        <ReasonAction label={t('player.endSessions')} required={false} onConfirm={(reason) => run('end-sessions', withReason(reason))} busy={act.isPending} />
        <ReasonAction label={t('player.resetTradeLink')} required={false} onConfirm={(reason) => run('reset-trade-link', withReason(reason))} busy={act.isPending} />
        <ReasonAction
          label={player.boardExcluded ? t('player.include') : t('player.exclude')}
          required={false}
          onConfirm={(reason) => run('board-exclusion', { excluded: !player.boardExcluded, ...withReason(reason) })}
          busy={act.isPending}
        />
      </div>
      {act.isSuccess && (
        <p className={styles.muted} role="status" style={{ marginTop: 6 }}>
          {t('player.actionDone')}
        </p>
      )}
      {act.error && (
        <p className={styles.error} role="alert">
          {isApiError(act.error) ? t(act.error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' })}
        </p>
      )}
    </section>
  );
}

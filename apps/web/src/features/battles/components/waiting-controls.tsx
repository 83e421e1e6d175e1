import { formatAmount } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { pushAlert } from '../../../stores/alerts-store';
import { useLeaveBattle } from '../api/join-battle';
import { useCancelBattleStart, useStartBattle } from '../api/start-battle';
import type { Battle } from '../types';
import { battleErrorAlert } from '../utils/battle-error';
import styles from './battle-page.module.css';

/** Before the start: the creator starts (bots fill empty seats) or calls it off; other members may leave. */
export function WaitingControls({ battle, userId }: { battle: Battle; userId: number | null }) {
  const { t } = useTranslation('battles');
  const start = useStartBattle();
  const cancel = useCancelBattleStart();
  const leave = useLeaveBattle();
  const creator = userId !== null && battle.creatorId === userId;
  const member = userId !== null && battle.members.some((m) => m.user.id === userId);
  const busy = start.isPending || cancel.isPending || leave.isPending;
  const fail = (action: 'start' | 'cancel' | 'leave') => (error: unknown) => pushAlert({ type: 'error', ...battleErrorAlert(error, action, t) });

  return (
    <div className={styles.waiting} data-testid="battle-waiting">
      <p className={styles.waitingText}>{creator ? t('waiting.creator') : member ? t('waiting.member') : t('waiting.guest', { price: formatAmount(battle.price) })}</p>
      {start.isPending && (
        <p className={styles.flow} role="status" data-testid="battle-flow" data-flow="generation">
          {t('flow.generation')}
        </p>
      )}
      <div className={styles.waitingActions}>
        {creator && (
          <>
            <Button size="l" disabled={busy} onClick={() => start.mutate(battle.ulid, { onError: fail('start') })} data-testid="battle-start">
              {t('actions.start')}
            </Button>
            <Button size="l" variant="secondary" disabled={busy} onClick={() => cancel.mutate(battle.ulid, { onError: fail('cancel') })} data-testid="battle-cancel">
              {t('actions.cancel')}
            </Button>
          </>
        )}
        {member && !creator && (
          <Button size="l" variant="secondary" disabled={busy} onClick={() => leave.mutate(battle.ulid, { onError: fail('leave') })} data-testid="battle-leave">
            {t('actions.leave')}
          </Button>
        )}
      </div>
    </div>
  );
}

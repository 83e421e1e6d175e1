import { useTranslation } from 'react-i18next';
import { alertText } from '../../../lib/alerts';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/get-me';
import { pushAlert } from '../../../stores/alerts-store';
import { useModalStore } from '../../../stores/modal-store';
import { useJoinBattle } from '../api/join-battle';
import type { BattleSummary } from '../types';
import { battleErrorAlert } from '../utils/battle-error';

/**
 * Joining a battle from anywhere: guests are asked to sign in, a short balance is said before any call,
 * and a taken seat leads to the battle page.
 */
export function useJoin() {
  const { t } = useTranslation('battles');
  const session = useSession();
  const openSignIn = useModalStore((s) => s.openSignIn);
  const navigate = useNavigate();
  const join = useJoinBattle();

  const run = (battle: BattleSummary, seat?: number, invite?: string) => {
    if (session.status !== 'signedIn') {
      openSignIn('login');
      return;
    }
    if (session.user.finance.balance < battle.price) {
      pushAlert({ type: 'error', title: t('errors.join'), message: alertText('error_not_enough_funds_for_battle') });
      return;
    }
    join.mutate(
      { ulid: battle.ulid, seat, ...(invite ? { invite } : {}) },
      {
        // The battle's own page (a private battle's link keeps its invite for the members' view too).
        onSuccess: () => void navigate(`${paths.battle(battle.ulid)}${invite ? `?${new URLSearchParams({ invite })}` : ''}`),
        onError: (error) => pushAlert({ type: 'error', ...battleErrorAlert(error, 'join', t) }),
      },
    );
  };
  return { join: run, pending: join.isPending, pendingUlid: join.isPending ? join.variables?.ulid : undefined };
}

import { useQueryClient } from '@tanstack/react-query';
import type { BATTLE_EVENTS, PersonalEvent } from '@tastydrop/domain';
import { useCallback } from 'react';
import { useChannelEvents } from '../../../hooks/use-channel-events';
import { setBattleStatus } from '../../../lib/battle-status';
import { useSession } from '../../../lib/session/get-me';
import { useCentrifugoToken } from '../../../lib/session/centrifugo-token';
import { updateFinance } from '../../../lib/session/finance-store';
import { financeOfEvent, financeOfSale } from '../balance-event';
import { queryKeys } from '../../../lib/query-keys';
import { refetchAfterPush } from '../../../lib/refetch-after-push';
import { useBalanceStore } from '../../../stores/balance-store';

/** `BATTLE_EVENTS.status` written out: importing the value would bring the battle schemas and zod into every page. */
const BATTLE_STATUS_EVENT: (typeof BATTLE_EVENTS)['status'] = 'battles_status_changed';

/**
 * Keeps the signed-in user's personal channel (first_channel) open: `balance` events and sales
 * (`statechange` selled) write the new balances into the finance store, which the header turns into
 * deltas; `sell_done` refreshes the user and their inventory; `battles_status_changed` sets the active-battle badge.
 * Nothing polls the balance.
 */
export function PersonalChannel() {
  const session = useSession();
  const client = useQueryClient();
  const token = useCentrifugoToken(session.user?.userId ?? null).data;

  const onEvent = useCallback(
    (event: PersonalEvent) => {
      switch (event.event) {
        // The engagement loop: battle pass progress and leaderboard prizes. A page's first load of either may still
        // be on its way, answered before the change: refetchAfterPush asks again instead of waiting for that answer.
        case 'challenge_progress':
          void refetchAfterPush(client, [queryKeys.events.all]);
          return;
        case 'leaderboard_reward':
          void refetchAfterPush(client, [queryKeys.leaderboards.all, queryKeys.inventory.all]);
          return;
        case BATTLE_STATUS_EVENT: {
          const userId = session.user?.userId;
          if (userId !== undefined) setBattleStatus(client, userId, { activeBattleUlid: event.activeBattleUlid, inBattle: event.inBattle });
          return;
        }
        case 'sell_done':
          // The sale is settled: its gains, held back meanwhile, show now.
          useBalanceStore.getState().releaseSaleGains();
          void client.invalidateQueries({ queryKey: queryKeys.users.me });
          void client.invalidateQueries({ queryKey: queryKeys.inventory.all });
          return;
        case 'statechange':
          // A live sale holds its positive balance changes back until its sell_done.
          useBalanceStore.getState().holdSaleGains();
          updateFinance(financeOfSale(event));
          return;
        case 'balance':
          updateFinance(financeOfEvent(event));
          return;
        default:
          return;
      }
    },
    [client, session.user?.userId],
  );

  useChannelEvents('personal', token ? token.channel : null, onEvent, token?.centryfugoKey);
  return null;
}

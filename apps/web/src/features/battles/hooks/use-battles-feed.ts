import { useQueryClient } from '@tanstack/react-query';
import { BATTLE_EVENTS, type BattleListResponse, type BattlesChannelEvent } from '@tastydrop/domain';
import { useCallback } from 'react';
import { clearFinishedActiveBattle } from '../../../lib/battle-status';
import { useSession } from '../../../lib/session/get-me';
import type { BattleView } from '../api/get-battle';
import { battleKeys } from '../api/keys';
import type { BattleSort } from '../types';
import { mergeBattle } from '../utils/live-list';
import { useBattleChannels } from './use-battle-channels';

/**
 * While any battles page is open: every `battles_battle_updated` (a private battle's on the members'
 * own channel) lands in the battle's query and the
 * live lists, and a finished battle clears the player's active-battle badge.
 */
export function useBattlesFeed(): void {
  const client = useQueryClient();
  const userId = useSession().user?.userId ?? null;

  const onEvent = useCallback(
    (event: BattlesChannelEvent) => {
      if (event.event !== BATTLE_EVENTS.updated) return;
      const { battle } = event;
      const view: BattleView = { ...battle, receivedAt: Date.now() };
      client.setQueryData<BattleView>(battleKeys.battle(battle.ulid), (current) => (current ? view : current));
      for (const sort of ['date', 'price'] as BattleSort[]) {
        client.setQueryData<BattleListResponse>(battleKeys.list(sort), (list) => list && mergeBattle(list, battle, sort));
      }
      const over = battle.status === 'finished' || battle.status === 'cancelled';
      if (over && userId !== null) clearFinishedActiveBattle(client, userId, battle.ulid);
    },
    [client, userId],
  );
  useBattleChannels(onEvent);
}

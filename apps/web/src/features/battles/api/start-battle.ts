import { useMutation, useQueryClient } from '@tanstack/react-query';
import { battleKeys } from './keys';
import { oldPost, requireAnswer } from './old-api';
import { battlesApi } from '../../../lib/api/endpoints/battles';
import { queryKeys } from '../../../lib/query-keys';

/** The errors starting a battle can end in. */
const START_BATTLE_ERROR = 'Battle Start error';
export const CANCEL_START_ERROR = 'Cancel Battle Start error';

/** POST /old/start: the creator starts; empty seats are filled by bots. */
async function startBattle(ulid: string): Promise<unknown> {
  return requireAnswer(await oldPost(battlesApi.start, { request: { ulid } }), START_BATTLE_ERROR);
}

/** POST /old/cancel_start: the creator calls the battle off before it starts (every seat is refunded). */
async function cancelBattleStart(ulid: string): Promise<unknown> {
  return requireAnswer(await oldPost(battlesApi.cancelStart, { request: { ulid } }), CANCEL_START_ERROR);
}

function useBattleCommand(call: (ulid: string) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silent: true },
    onSuccess: (_data, ulid) => {
      void client.invalidateQueries({ queryKey: battleKeys.battle(ulid) });
      void client.invalidateQueries({ queryKey: queryKeys.users.me });
      void client.invalidateQueries({ queryKey: queryKeys.battles.statuses });
    },
  });
}

export function useStartBattle() {
  return useBattleCommand(startBattle);
}

export function useCancelBattleStart() {
  return useBattleCommand(cancelBattleStart);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellBattleResponse } from '@tastydrop/domain';
import { oldPost, requireAnswer } from './old-api';
import { battlesApi } from '../../../lib/api/endpoints/battles';
import { CANCEL_START_ERROR } from './start-battle';
import { queryKeys } from '../../../lib/query-keys';
import { updateFinance } from '../../../lib/session/finance-store';

/** POST /old/sell: sells everything the player won in the battle in one call. */
async function sellBattle(ulid: string): Promise<SellBattleResponse> {
  // A sell that returns nothing fails with the cancel-start message.
  return requireAnswer(await oldPost(battlesApi.sell, { request: { ulid } }), CANCEL_START_ERROR);
}

export function useSellBattle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sellBattle,
    meta: { silent: true },
    onSuccess: ({ balance }) => {
      updateFinance({ balance });
      void client.invalidateQueries({ queryKey: queryKeys.users.me });
      void client.invalidateQueries({ queryKey: queryKeys.inventory.all });
    },
  });
}

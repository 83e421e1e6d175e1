import { useQueryClient } from '@tanstack/react-query';
import type { TechiesPlayResponse } from '@tastydrop/domain';
import { queryKeys } from '../../../lib/query-keys';
import { updateFinance } from '../../../lib/session/finance-store';

/** After a start, reveal or cash-out: the header balance and the game queries follow the answer at once. */
export function useApplyPlay() {
  const client = useQueryClient();
  return async (done: TechiesPlayResponse) => {
    updateFinance({ balance: done.balance });
    client.setQueryData(queryKeys.techies.active, { game: done.game.status === 'active' ? done.game : null });
    if (done.game.status !== 'active') void client.invalidateQueries({ queryKey: queryKeys.techies.games });
  };
}

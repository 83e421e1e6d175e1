import { useQueryClient } from '@tanstack/react-query';
import type { TechiesPlayResponse, User } from '@tastydrop/domain';
import { queryKeys } from '../../../lib/query-keys';

/** After a start, reveal or cash-out: the header balance and the game queries follow the answer at once. */
export function useApplyPlay() {
  const client = useQueryClient();
  return async (done: TechiesPlayResponse) => {
    await client.cancelQueries({ queryKey: queryKeys.users.me });
    client.setQueryData<User>(queryKeys.users.me, (user) => user && { ...user, finance: { ...user.finance, balance: done.balance } });
    client.setQueryData(queryKeys.techies.active, { game: done.game.status === 'active' ? done.game : null });
    if (done.game.status !== 'active') void client.invalidateQueries({ queryKey: queryKeys.techies.games });
  };
}

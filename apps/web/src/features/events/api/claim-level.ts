import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChallengePrize, User } from '@tastydrop/domain';
import { apiPost } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session/get-me';
import { eventQueryKey } from './get-event';
import { freeCasesQueryKey } from '../../../lib/free-cases';

/** POST /v1/event/challenge/prize/{level}: claims a reached level's reward. */
function claimLevel(level: number): Promise<ChallengePrize> {
  return apiPost<ChallengePrize>(`/v1/event/challenge/prize/${level}`, undefined, { auth: true });
}

/** One claim per level at a time; on success the balances update and the pass refetches. */
export function useClaimLevel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimLevel,
    meta: { silent: true },
    onSuccess: (prize) => {
      client.setQueryData<User>(meQueryKey, (user) => (user ? { ...user, finance: { ...user.finance, balance: prize.balance, coinBalance: prize.coinBalance } } : user));
      void client.invalidateQueries({ queryKey: eventQueryKey });
      void client.invalidateQueries({ queryKey: ['inventory'] });
      // Case rewards are free cases: the list of /v1/cases/free (shown on /bonuses) changes.
      if (prize.cases.length > 0) void client.invalidateQueries({ queryKey: freeCasesQueryKey });
    },
  });
}

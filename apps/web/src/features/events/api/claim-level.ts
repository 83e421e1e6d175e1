import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChallengePrize } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { eventsApi } from '../../../lib/api/endpoints/events';
import { eventQueryKey } from './get-event';
import { queryKeys } from '../../../lib/query-keys';
import { updateFinance } from '../../../lib/session/finance-store';

/** POST /v1/event/challenge/prize/{level}: claims a reached level's reward. */
function claimLevel(level: number): Promise<ChallengePrize> {
  return callApi(eventsApi.claimLevel, { params: { level } });
}

/** One claim per level at a time; on success the balances update and the pass refetches. */
export function useClaimLevel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimLevel,
    meta: { silent: true },
    onSuccess: (prize) => {
      updateFinance({ balance: prize.balance, coinBalance: prize.coinBalance });
      void client.invalidateQueries({ queryKey: eventQueryKey });
      void client.invalidateQueries({ queryKey: queryKeys.inventory.all });
      // Case rewards are free cases: the list of /v1/cases/free (shown on /bonuses) changes.
      if (prize.cases.length > 0) void client.invalidateQueries({ queryKey: queryKeys.cases.free });
    },
  });
}

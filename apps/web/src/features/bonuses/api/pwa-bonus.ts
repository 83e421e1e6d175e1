import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PwaBonus } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { offersApi } from '../../../lib/api/endpoints/offers';
import { queryKeys } from '../../../lib/query-keys';
import { updateFinance } from '../../../lib/session/finance-store';

const pwaBonusQueryKey = queryKeys.users.pwaBonus;

/** GET /v1/users/pwa-bonus: the install bonus and whether the player has taken it. */
export function usePwaBonus(enabled: boolean) {
  return useQuery({ queryKey: pwaBonusQueryKey, queryFn: () => callApi(offersApi.pwaBonus), enabled, meta: { silent: true } });
}

/** POST /v1/users/pwa-bonus: sent only from the installed app (the server cannot tell). */
export function useClaimPwaBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(offersApi.claimPwaBonus),
    onSuccess: (claim) => {
      client.setQueryData<PwaBonus>(pwaBonusQueryKey, { prize: claim.prize, claimed: true });
      updateFinance({ balance: claim.balance, coinBalance: claim.coinBalance });
    },
    onSettled: async () => {
      // After a claim the profile and free cases are refetched.
      await Promise.all([
        client.invalidateQueries({ queryKey: pwaBonusQueryKey }),
        client.invalidateQueries({ queryKey: queryKeys.users.me }),
        client.invalidateQueries({ queryKey: queryKeys.cases.free }),
      ]);
    },
  });
}

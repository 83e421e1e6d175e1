import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PwaBonus, PwaBonusClaim, User } from '@tastydrop/domain';
import { apiGet, apiPost } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const pwaBonusQueryKey = ['users', 'pwa-bonus'] as const;

/** GET /v1/users/pwa-bonus: the install bonus and whether the player has taken it. */
export function usePwaBonus(enabled: boolean) {
  return useQuery({ queryKey: pwaBonusQueryKey, queryFn: () => apiGet<PwaBonus>('/v1/users/pwa-bonus', undefined, { auth: true }), enabled, meta: { silent: true } });
}

/** POST /v1/users/pwa-bonus: sent only from the installed app (the server cannot tell). */
export function useClaimPwaBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<PwaBonusClaim>('/v1/users/pwa-bonus', undefined, { auth: true }),
    onSuccess: (claim) => {
      client.setQueryData<PwaBonus>(pwaBonusQueryKey, { prize: claim.prize, claimed: true });
      client.setQueryData<User>(queryKeys.users.me, (user) => user && { ...user, finance: { ...user.finance, balance: claim.balance, coinBalance: claim.coinBalance } });
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

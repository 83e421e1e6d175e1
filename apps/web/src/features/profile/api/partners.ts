import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { partnersApi } from '../../../lib/api/endpoints/partners';

const statsKey = ['partners', 'me'] as const;
const rakebackKey = ['partners', 'rakeback'] as const;

/** GET /v1/partners/me: the player's code, referred players and commission. */
export const usePartnerStats = () => useQuery(queryOptions({ queryKey: statsKey, queryFn: () => callApi(partnersApi.me), meta: { silent: true } }));

/** GET /v1/partners/rakeback: the player's rakeback. */
export const useRakeback = () => useQuery(queryOptions({ queryKey: rakebackKey, queryFn: () => callApi(partnersApi.rakeback), meta: { silent: true } }));

function useRefreshing<T>(mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: ['partners'] }),
  });
}

/** POST /v1/partners/code: creates the player's referral code. */
export const useCreateReferralCode = () => useRefreshing((code: string) => callApi(partnersApi.createCode, { request: { code } }));

/** POST /v1/partners/bind: binds the player to a referrer's code. */
export const useBindReferralCode = () => useRefreshing((code: string) => callApi(partnersApi.bind, { request: { code } }));

/** POST /v1/partners/claim: commission to the balance. */
export const useClaimCommission = () => useRefreshing(() => callApi(partnersApi.claim));

/** POST /v1/partners/rakeback/claim: rakeback to the balance. */
export const useClaimRakeback = () => useRefreshing(() => callApi(partnersApi.claimRakeback));

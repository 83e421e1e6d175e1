import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonalOffer } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { offersApi } from '../../../lib/api/endpoints/offers';
import { queryKeys } from '../../../lib/query-keys';

const shopOffersQueryKey = queryKeys.offers.shop;
const triggersQueryKey = queryKeys.offers.triggers;

/** GET /v1/offers: the secret shop's offers. */
export function useShopOffers(enabled: boolean) {
  return useQuery({ queryKey: shopOffersQueryKey, queryFn: () => callApi(offersApi.shop), enabled });
}

/** GET /v1/triggers: the player's open personal offers (the welcome offer comes with the account). */
export function useTriggers(enabled: boolean) {
  return useQuery({
    queryKey: triggersQueryKey,
    queryFn: () => callApi(offersApi.triggers),
    enabled,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

export interface BuyOfferResult {
  balance: number;
  coinBalance: number;
  offer: PersonalOffer;
}

/** POST /v1/offers/{id}/buy: pays through the wallet and grants what the offer names, once. */
export function useBuyOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offer: PersonalOffer) =>
      callApi(offersApi.buy, { params: { offerId: offer.offerId }, request: offer.triggerId ? { triggerId: offer.triggerId } : {} }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.offers.all }),
        client.invalidateQueries({ queryKey: queryKeys.users.me }),
        client.invalidateQueries({ queryKey: queryKeys.cases.free }),
      ]);
    },
  });
}

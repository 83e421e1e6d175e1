import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonalOffer } from '@tastydrop/domain';
import { apiGet, apiPost } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const shopOffersQueryKey = ['offers', 'shop'] as const;
const triggersQueryKey = ['offers', 'triggers'] as const;

/** GET /v1/offers: the secret shop's offers. */
export function useShopOffers(enabled: boolean) {
  return useQuery({ queryKey: shopOffersQueryKey, queryFn: () => apiGet<PersonalOffer[]>('/v1/offers', undefined, { auth: true }), enabled });
}

/** GET /v1/triggers: the player's open personal offers (the welcome offer comes with the account). */
export function useTriggers(enabled: boolean) {
  return useQuery({
    queryKey: triggersQueryKey,
    queryFn: () => apiGet<PersonalOffer[]>('/v1/triggers', undefined, { auth: true }),
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
      apiPost<BuyOfferResult>(`/v1/offers/${offer.offerId}/buy`, offer.triggerId ? { triggerId: offer.triggerId } : {}, { auth: true }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['offers'] }),
        client.invalidateQueries({ queryKey: queryKeys.users.me }),
        client.invalidateQueries({ queryKey: queryKeys.cases.free }),
      ]);
    },
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MissionInputData, OfferInputData, PromoCodeInputData } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { adminContentApi } from '../../../lib/api/endpoints/admin-content';
import { consoleKeys, silent } from './console-keys';

/** GET /api/admin/promo-codes: a page of promo codes, found by the code's beginning. */
export const usePromoCodes = (q: string, page: number) =>
  useQuery({
    queryKey: consoleKeys.promoCodes(q, page),
    queryFn: ({ signal }) => callApi(adminContentApi.promoCodes, { request: q ? { q, page } : { page }, signal }),
    placeholderData: keepPreviousData,
    meta: silent,
  });

/** GET /api/admin/offers: every offer of both games. */
export const useConsoleOffers = () => useQuery({ queryKey: consoleKeys.offers, queryFn: ({ signal }) => callApi(adminContentApi.offers, { signal }), meta: silent });

/** A content change refreshes every console list (the audit log included). */
function useContentMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, meta: silent, onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }) });
}

/** POST /api/admin/promo-codes/preview: what a player would get, and what looks wrong. */
export const usePromoPreview = () => useMutation({ mutationFn: (promo: PromoCodeInputData) => callApi(adminContentApi.promoPreview, { request: { promo } }), meta: silent });

/** POST /api/admin/promo-codes[/:id]: creates (id null) or changes a promo code. */
export const useSavePromo = () =>
  useContentMutation(({ id, promo }: { id: number | null; promo: PromoCodeInputData }) =>
    id === null ? callApi(adminContentApi.createPromo, { request: { promo } }) : callApi(adminContentApi.updatePromo, { params: { id }, request: { promo } }),
  );

/** POST /api/admin/promo-codes/:id/active. */
export const usePromoActive = () => useContentMutation(({ id, active }: { id: number; active: boolean }) => callApi(adminContentApi.promoActive, { params: { id }, request: { active } }));

/** POST /api/admin/offers/preview. */
export const useOfferPreview = () => useMutation({ mutationFn: (offer: OfferInputData) => callApi(adminContentApi.offerPreview, { request: { offer } }), meta: silent });

/** POST /api/admin/offers[/:id]: creates (id null) or changes an offer. */
export const useSaveOffer = () =>
  useContentMutation(({ id, offer }: { id: number | null; offer: OfferInputData }) =>
    id === null ? callApi(adminContentApi.createOffer, { request: { offer } }) : callApi(adminContentApi.updateOffer, { params: { id }, request: { offer } }),
  );

/** POST /api/admin/offers/:id/active. */
export const useOfferActive = () => useContentMutation(({ id, active }: { id: number; active: boolean }) => callApi(adminContentApi.offerActive, { params: { id }, request: { active } }));

/** GET /api/admin/missions: every mission row, live ones first. */
export const useConsoleMissions = () => useQuery({ queryKey: consoleKeys.missions, queryFn: ({ signal }) => callApi(adminContentApi.missions, { signal }), meta: silent });

/** POST /api/admin/missions[/:id]: creates a mission, or replaces one with its edited successor. */
export const useSaveMission = () =>
  useContentMutation(({ id, mission }: { id: number | null; mission: MissionInputData }) =>
    id === null ? callApi(adminContentApi.createMission, { request: { mission } }) : callApi(adminContentApi.updateMission, { params: { id }, request: { mission } }),
  );

/** POST /api/admin/missions/:id/active. */
export const useMissionActive = () => useContentMutation(({ id, active }: { id: number; active: boolean }) => callApi(adminContentApi.missionActive, { params: { id }, request: { active } }));

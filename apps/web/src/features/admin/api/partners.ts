import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerGrantRequest, PartnerPayoutMode, PartnerProgrammeSettingsRequest } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { adminPartnersApi } from '../../../lib/api/endpoints/admin-partners';
import { consoleKeys, silent } from './console-keys';

/** The partner programme's queries (every one under the console's key, so a console change refreshes them). */
export const partnerKeys = {
  all: [...consoleKeys.all, 'partners'] as const,
  list: [...consoleKeys.all, 'partners', 'list'] as const,
  pairs: [...consoleKeys.all, 'partners', 'pairs'] as const,
  settings: [...consoleKeys.all, 'partners', 'settings'] as const,
  detail: (id: number) => [...consoleKeys.all, 'partners', 'detail', id] as const,
};

/** GET /api/admin/partners: every streamer partner with their figures. */
export function usePartners() {
  return useQuery({ queryKey: partnerKeys.list, queryFn: () => callApi(adminPartnersApi.list), meta: silent });
}

/** GET /api/admin/partners/:id: a partner's figures, earnings by day, players and payouts. */
export function usePartner(id: number) {
  return useQuery({ queryKey: partnerKeys.detail(id), queryFn: () => callApi(adminPartnersApi.detail, { params: { id } }), meta: silent });
}

/** GET /api/admin/partners/pairs: referred players who share a trace with their referrer. */
export function useSuspiciousPairs() {
  return useQuery({ queryKey: partnerKeys.pairs, queryFn: () => callApi(adminPartnersApi.pairs), meta: silent });
}

/** POST /api/admin/partners: grants a player partner status, or changes a partner's rate. */
export function useGrantPartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: PartnerGrantRequest) => callApi(adminPartnersApi.grant, { request }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}

/** POST /api/admin/partners/:id/freeze: stops (or restarts) a partner's accruals, with the reason. */
export function useFreezePartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, frozen, reason }: { userId: number; frozen: boolean; reason: string }) => callApi(adminPartnersApi.freeze, { params: { id: userId }, request: { frozen, reason } }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}

/** POST /api/admin/partners/pairs/:referredId/freeze: stops (or restarts) the commission a referred player brings. */
export function useFreezePair() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ referredId, frozen, reason }: { referredId: number; frozen: boolean; reason: string }) => callApi(adminPartnersApi.freezePair, { params: { referredId }, request: { frozen, reason } }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}

/** POST /api/admin/partners/:id/payouts: asks for a payout, which waits for a second account; one key per submitted form. */
export function usePartnerPayout(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { mode: PartnerPayoutMode; amount: number; reason: string; key: string }) => callApi(adminPartnersApi.payout, { params: { id: userId }, request }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

/** GET /api/admin/partners/settings: the programme's settings in force (percent and roubles). */
export function usePartnerSettings() {
  return useQuery({ queryKey: partnerKeys.settings, queryFn: () => callApi(adminPartnersApi.settings), meta: silent });
}

/** PUT /api/admin/partners/settings: saves the programme's settings with the reason; the answer (the values saved) becomes the cached settings. */
export function useSavePartnerSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: PartnerProgrammeSettingsRequest) => callApi(adminPartnersApi.saveSettings, { request }),
    meta: silent,
    onSuccess: (saved) => {
      client.setQueryData(partnerKeys.settings, saved);
      return client.invalidateQueries({ queryKey: partnerKeys.all });
    },
  });
}

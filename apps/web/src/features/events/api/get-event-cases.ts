import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseCard, CaseSection } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';
import { eventQueryKey } from './get-event';

/** GET /v1/event/cases?count: the event's cases. */
function getEventCases(count?: number): Promise<CaseCard[]> {
  return apiGet<CaseCard[]>('/v1/event/cases', count ? { count } : undefined);
}

export function useEventCases(count?: number) {
  return useQuery(queryOptions({ queryKey: [...eventQueryKey, 'cases', count ?? 0], queryFn: () => getEventCases(count) }));
}

/** The coin cases (priced in TASTY_COIN) from the sections list, in catalog order. */
async function getCoinCases(): Promise<CaseCard[]> {
  const sections = await apiGet<CaseSection[] | null>('/v2/case/sections/with-cases');
  return (sections ?? []).flatMap((s) => s.cases).filter((c) => c.priceData.currency === 'TASTY_COIN');
}

export function useCoinCases() {
  return useQuery(queryOptions({ queryKey: [...eventQueryKey, 'coin-cases'], queryFn: getCoinCases }));
}

/** The player's level for the coin case gate (guests: 0). */
export function useUserLevel(userId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['users', userId, 'levels'],
      queryFn: () => apiGet<{ userLevel: number }>(`/v1/users/${userId}/levels`),
      enabled: userId !== null,
      meta: { silent: true },
    }),
  );
}

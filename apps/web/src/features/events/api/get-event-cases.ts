import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseCard, CaseSection } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { eventsApi } from '../../../lib/api/endpoints/events';
import { casesApi } from '../../../lib/api/endpoints/cases';
import { usersApi } from '../../../lib/api/endpoints/users';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/event/cases?count: the event's cases. */
function getEventCases(count?: number): Promise<CaseCard[]> {
  return callApi(eventsApi.cases, { request: count ? { count } : {} });
}

export function useEventCases(count?: number) {
  return useQuery(queryOptions({ queryKey: queryKeys.events.cases(count ?? 0), queryFn: () => getEventCases(count) }));
}

/** The coin cases (priced in TASTY_COIN) from the sections list, in catalog order. */
async function getCoinCases(): Promise<CaseCard[]> {
  const sections: CaseSection[] | null = await callApi(casesApi.sections, { request: {} });
  return (sections ?? []).flatMap((s) => s.cases).filter((c) => c.priceData.currency === 'TASTY_COIN');
}

export function useCoinCases() {
  return useQuery(queryOptions({ queryKey: queryKeys.events.coinCases, queryFn: getCoinCases }));
}

/** The player's level for the coin case gate (guests: 0). */
export function useUserLevel(userId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.users.levels(userId),
      queryFn: () => callApi(usersApi.levels, { params: { userId: userId ?? 0 } }),
      enabled: userId !== null,
      meta: { silent: true },
    }),
  );
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UniqueItemGroup, UniqueItemSort, UniqueItemsResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { upgradesApi } from '../../../lib/api/endpoints/upgrades';

export const TARGETS_PER_PAGE = 24;

export interface TargetFilter {
  search: string;
  /** Roubles (wire decimals); null for no bound. */
  priceFrom: number | null;
  priceTo: number | null;
  sort: UniqueItemSort;
  group: UniqueItemGroup;
  page: number;
}

/** GET /v1/unique-items: upgrade targets from the catalog. */
function getUniqueItems(f: TargetFilter): Promise<UniqueItemsResponse> {
  return callApi(upgradesApi.uniqueItems, { request: {
    search: f.search.trim() || undefined,
    priceFrom: f.priceFrom ?? undefined,
    priceTo: f.priceTo ?? undefined,
    sort: f.sort,
    group: f.group,
    page: f.page,
    perPage: TARGETS_PER_PAGE,
  } });
}

export function uniqueItemsQueryOptions(f: TargetFilter) {
  return queryOptions({
    queryKey: queryKeys.upgrades.targets(f),
    queryFn: () => getUniqueItems(f),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export function useUniqueItems(f: TargetFilter) {
  return useQuery(uniqueItemsQueryOptions(f));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseSection } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /v2/case/sections/with-cases?main=1: the main page's sections with their cases. */
function getCaseSections(): Promise<CaseSection[]> {
  return apiGet<CaseSection[]>('/v2/case/sections/with-cases', { main: 1 });
}

export function caseSectionsQueryOptions() {
  return queryOptions({
    queryKey: ['cases', 'sections', 'main'],
    queryFn: getCaseSections,
    staleTime: 60_000,
    // The page shows its own error state with a retry.
    meta: { silent: true },
  });
}

export function useCaseSections() {
  return useQuery(caseSectionsQueryOptions());
}

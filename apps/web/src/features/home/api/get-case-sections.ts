import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseSection } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { casesApi } from '../../../lib/api/endpoints/cases';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v2/case/sections/with-cases?main=1: the main page's sections with their cases. */
function getCaseSections(): Promise<CaseSection[]> {
  return callApi(casesApi.sections, { request: { main: true } });
}

export function caseSectionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.cases.mainSections,
    queryFn: getCaseSections,
    staleTime: 60_000,
    // The page shows its own error state with a retry.
    meta: { silent: true },
  });
}

export function useCaseSections() {
  return useQuery(caseSectionsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseDetails } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { casesApi } from '../../../lib/api/endpoints/cases';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/cases/{slug}: the case's drop table with ticket ranges, to name the drop of a checked ticket. */
function getCaseDrops(slug: string): Promise<CaseDetails> {
  return callApi(casesApi.detail, { params: { slug } });
}

function caseDropsQueryOptions(slug: string) {
  return queryOptions({ queryKey: queryKeys.fairness.case(slug), queryFn: () => getCaseDrops(slug), staleTime: 300_000, meta: { silent: true } });
}

export function useCaseDrops(slug: string | null) {
  return useQuery({ ...caseDropsQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}

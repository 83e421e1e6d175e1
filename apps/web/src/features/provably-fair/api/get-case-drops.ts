import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseDetails } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /v1/cases/{slug}: the case's drop table with ticket ranges, to name the drop of a checked ticket. */
function getCaseDrops(slug: string): Promise<CaseDetails> {
  return apiGet<CaseDetails>(`/v1/cases/${encodeURIComponent(slug)}`);
}

function caseDropsQueryOptions(slug: string) {
  return queryOptions({ queryKey: ['fairness', 'case', slug], queryFn: () => getCaseDrops(slug), staleTime: 300_000, meta: { silent: true } });
}

export function useCaseDrops(slug: string | null) {
  return useQuery({ ...caseDropsQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}

import { useQuery } from '@tanstack/react-query';
import type { CaseRtp } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { casesApi } from '../../../lib/api/endpoints/cases';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/cases/{slug}/rtp: the expected return and the one realised by paid openings. */
function getCaseRtp(slug: string): Promise<CaseRtp> {
  return callApi(casesApi.rtp, { params: { slug } });
}

export function useCaseRtp(slug: string) {
  return useQuery({ queryKey: queryKeys.cases.rtp(slug), queryFn: () => getCaseRtp(slug), staleTime: 60_000, meta: { silent: true } });
}

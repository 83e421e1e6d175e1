import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeoResponse } from '@tastydrop/domain';
import { apiPost } from '../../../lib/api-client';

/** POST /v1/seo/get: the Russian title and description of a page. */
function getSeo(url: string): Promise<SeoResponse> {
  return apiPost<SeoResponse>('/v1/seo/get', { url });
}

function seoQueryOptions(pathname: string) {
  return queryOptions({
    queryKey: ['seo', pathname],
    queryFn: () => getSeo(pathname),
    staleTime: Infinity,
    meta: { silent: true },
  });
}

export function useSeo(pathname: string) {
  return useQuery(seoQueryOptions(pathname));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeoResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { shellApi } from '../../../lib/api/endpoints/shell';
import { queryKeys } from '../../../lib/query-keys';

/** POST /v1/seo/get: the Russian title and description of a page. */
function getSeo(url: string): Promise<SeoResponse> {
  return callApi(shellApi.seo, { request: { url } });
}

function seoQueryOptions(pathname: string) {
  return queryOptions({
    queryKey: queryKeys.shell.seo(pathname),
    queryFn: () => getSeo(pathname),
    staleTime: Infinity,
    meta: { silent: true },
  });
}

export function useSeo(pathname: string) {
  return useQuery(seoQueryOptions(pathname));
}

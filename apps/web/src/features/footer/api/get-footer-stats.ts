import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FooterStats } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { shellApi } from '../../../lib/api/endpoints/shell';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/footer-stats: live site statistics. */
function getFooterStats(): Promise<FooterStats> {
  return callApi(shellApi.footerStats);
}

function footerStatsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.shell.footerStats, queryFn: getFooterStats, staleTime: 60_000, meta: { silent: true } });
}

export function useFooterStats() {
  return useQuery(footerStatsQueryOptions());
}

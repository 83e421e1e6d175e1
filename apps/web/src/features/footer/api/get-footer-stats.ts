import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FooterStats } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /v1/footer-stats: live site statistics. */
function getFooterStats(): Promise<FooterStats> {
  return apiGet<FooterStats>('/v1/footer-stats');
}

function footerStatsQueryOptions() {
  return queryOptions({ queryKey: ['footer-stats'], queryFn: getFooterStats, staleTime: 60_000, meta: { silent: true } });
}

export function useFooterStats() {
  return useQuery(footerStatsQueryOptions());
}

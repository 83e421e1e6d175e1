import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { adminOpsApi } from '../../../lib/api/endpoints/admin-ops';
import { consoleKeys, silent } from './console-keys';

/** GET /api/admin/analytics: the site's own analytics over a day, a week or a month. */
export function useAnalyticsSummary(days: 1 | 7 | 30) {
  return useQuery({
    queryKey: [...consoleKeys.all, 'analytics', days],
    queryFn: ({ signal }) => callApi(adminOpsApi.analytics, { request: { days }, signal }),
    placeholderData: keepPreviousData,
    meta: silent,
  });
}

/** POST /api/admin/payments/:id/refund: the deposit back to the payer through its provider, with a reason. */
export function useRefundPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => callApi(adminOpsApi.refund, { params: { id }, request: { reason } }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

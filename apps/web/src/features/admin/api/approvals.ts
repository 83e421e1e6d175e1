import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { adminApi } from '../../../lib/api/endpoints/admin';
import { consoleKeys, silent } from './console-keys';

/** GET /api/admin/approvals: balance adjustments waiting for a second account. */
export function approvalsQueryOptions() {
  return queryOptions({ queryKey: consoleKeys.approvals, queryFn: () => callApi(adminApi.approvals), meta: silent });
}

export function useApprovals(enabled = true) {
  return useQuery({ ...approvalsQueryOptions(), enabled });
}

/** POST /api/admin/approvals/:id: approve (applied through the wallet) or reject. */
export function useDecideApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) => callApi(adminApi.decideApproval, { params: { id }, request: { approve } }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

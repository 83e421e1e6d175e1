import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { consoleKeys, silent, type ConsoleRow } from './console-keys';

/** GET /api/admin/approvals: balance adjustments waiting for a second account. */
export function useApprovals(enabled = true) {
  return useQuery({ queryKey: consoleKeys.approvals, queryFn: () => apiGet<ConsoleRow[]>('/api/admin/approvals'), meta: silent, enabled });
}

/** POST /api/admin/approvals/:id: approve (applied through the wallet) or reject. */
export function useDecideApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) => apiPost<{ status: string }>(`/api/admin/approvals/${id}`, { approve }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

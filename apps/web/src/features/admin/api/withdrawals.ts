import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { consoleKeys, silent, type ConsoleRow } from './console-keys';

export interface WithdrawalQueue {
  rows: ConsoleRow[];
  alertMinutes: number;
  stale: { count: number; oldestSeconds: number };
}

/** GET /api/admin/withdrawals: open withdrawals, oldest first, and how many are past the alert bound. */
export function useWithdrawalQueue(status: string, enabled = true) {
  return useQuery({
    queryKey: consoleKeys.withdrawals(status),
    queryFn: () => apiGet<WithdrawalQueue>('/api/admin/withdrawals', status ? { status } : {}),
    meta: silent,
    refetchInterval: 5000,
    enabled,
  });
}

/** POST /api/admin/withdrawals/:id/retry | cancel: through the same code the withdrawal jobs run. */
export function useWithdrawalAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: 'retry' | 'cancel'; reason?: string }) =>
      apiPost<{ ok: true }>(`/api/admin/withdrawals/${id}/${action}`, reason ? { reason } : {}),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

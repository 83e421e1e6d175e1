import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { consoleKeys, silent, type ConsoleRow } from './console-keys';

/** GET /api/admin/payments: deposits by order id or player and status, newest first. */
export function usePayments(filter: { q: string; status: string; page: number }) {
  return useQuery({
    queryKey: [...consoleKeys.all, 'payments', filter],
    queryFn: () => apiGet<ConsoleRow[]>('/api/admin/payments', { q: filter.q || undefined, status: filter.status || undefined, page: filter.page }),
    placeholderData: keepPreviousData,
    meta: silent,
  });
}

/** GET /api/admin/payments/:id/history: webhook deliveries and manual reconciliations. */
export function usePaymentHistory(id: number | null) {
  return useQuery({
    queryKey: [...consoleKeys.all, 'payment-history', id],
    queryFn: () => apiGet<ConsoleRow[]>(`/api/admin/payments/${id}/history`),
    enabled: id !== null,
    meta: silent,
  });
}

/** POST /api/admin/payments/:id/reconcile: a manual check against the provider, with what was found. */
export function useReconcilePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => apiPost<{ ok: true }>(`/api/admin/payments/${id}/reconcile`, { reason }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

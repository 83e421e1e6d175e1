import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { adminApi } from '../../../lib/api/endpoints/admin';
import { consoleKeys, silent } from './console-keys';

type PaymentStatus = 'pending' | 'success' | 'fail';

/** GET /api/admin/payments: deposits by order id or player and status, newest first. */
export function usePayments(filter: { q: string; status: string; page: number }) {
  return useQuery({
    queryKey: consoleKeys.payments(filter),
    queryFn: () => callApi(adminApi.payments, { request: { q: filter.q || undefined, status: (filter.status || undefined) as PaymentStatus | undefined, page: filter.page } }),
    placeholderData: keepPreviousData,
    meta: silent,
  });
}

/** GET /api/admin/payments/:id/history: webhook deliveries and manual reconciliations. */
export function usePaymentHistory(id: number | null) {
  return useQuery({
    queryKey: consoleKeys.paymentHistory(id),
    queryFn: () => callApi(adminApi.paymentHistory, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    meta: silent,
  });
}

/** POST /api/admin/payments/:id/reconcile: a manual check against the provider, with what was found. */
export function useReconcilePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => callApi(adminApi.reconcilePayment, { params: { id }, request: { reason } }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

/** GET /api/admin/payments/:id/chargebacks: the provider's refund and chargeback notices with what each took. */
export function usePaymentChargebacks(id: number | null) {
  return useQuery({
    queryKey: consoleKeys.paymentChargebacks(id),
    queryFn: () => callApi(adminApi.paymentChargebacks, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    meta: silent,
  });
}

/** POST /api/admin/players/:id/lift-withdrawal-freeze: lets the player withdraw again, with the reason. */
export function useLiftWithdrawalFreeze() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: number; reason: string }) => callApi(adminApi.liftWithdrawalFreeze, { params: { id: userId }, request: { reason } }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

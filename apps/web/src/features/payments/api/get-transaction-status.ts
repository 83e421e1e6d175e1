import { useQuery } from '@tanstack/react-query';
import type { TransactionStatus } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { paymentsApi } from '../../../lib/api/endpoints/payments';

/** While a payment waits, the page asks again this often (payment results are not pushed). */
const STATUS_POLL_MS = 2000;
/** …for at most this long; then the player can check again by hand. */
export const STATUS_POLL_LIMIT_MS = 5 * 60_000;

/** GET /v1/payments/transaction/status?orderId: fail, pending or success with value and bonus. */
function getTransactionStatus(orderId: string): Promise<TransactionStatus> {
  return callApi(paymentsApi.status, { request: { orderId } });
}

export function useTransactionStatus(orderId: string | null, startedAt: number) {
  return useQuery({
    queryKey: queryKeys.payments.status(orderId),
    queryFn: () => getTransactionStatus(orderId ?? ''),
    enabled: orderId !== null,
    staleTime: 0,
    meta: { silent: true },
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && Date.now() - startedAt < STATUS_POLL_LIMIT_MS ? STATUS_POLL_MS : false,
  });
}

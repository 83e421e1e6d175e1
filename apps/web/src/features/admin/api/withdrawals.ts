import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { adminApi } from '../../../lib/api/endpoints/admin';
import type { WITHDRAWAL_PROVIDER_CHOICES, WITHDRAWAL_QUEUE_STATUSES } from '@tastydrop/domain';
import { consoleKeys, silent, type ConsoleRow } from './console-keys';

export interface WithdrawalQueue {
  rows: ConsoleRow[];
  alertMinutes: number;
  stale: { count: number; oldestSeconds: number };
}

/** GET /api/admin/withdrawals: open withdrawals, oldest first, and how many are past the alert bound. */
export function withdrawalQueueQueryOptions(status: string) {
  return queryOptions({
    queryKey: consoleKeys.withdrawals(status),
    queryFn: () => callApi(adminApi.withdrawals, { request: status ? { status: status as (typeof WITHDRAWAL_QUEUE_STATUSES)[number] } : {} }),
    meta: silent,
  });
}

/** The withdrawal queue, asked again every 5 s while shown. */
export function useWithdrawalQueue(status: string, enabled = true) {
  return useQuery({ ...withdrawalQueueQueryOptions(status), refetchInterval: 5000, enabled });
}

/** POST /api/admin/withdrawals/:id/retry | cancel: through the same code the withdrawal jobs run. */
export function useWithdrawalAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: 'retry' | 'cancel'; reason?: string }) =>
      callApi(adminApi.withdrawalAction, { params: { id, action }, request: reason ? { reason } : {} }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

const providersKey = [...consoleKeys.all, 'withdrawal-providers'] as const;

/** GET /api/admin/withdrawals/providers: which serves this game's withdrawals first, and whether a market is configured. */
export function useWithdrawalProviders() {
  return useQuery({ queryKey: providersKey, queryFn: () => callApi(adminApi.withdrawalProviders, {}), meta: silent });
}

/** PUT /api/admin/withdrawals/providers: the choice, with the reason for the audit log. */
export function useSetWithdrawalProviders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { choice: (typeof WITHDRAWAL_PROVIDER_CHOICES)[number]; reason: string }) => callApi(adminApi.setWithdrawalProviders, { request }),
    meta: silent,
    onSuccess: (saved) => client.setQueryData(providersKey, saved),
  });
}

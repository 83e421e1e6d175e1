import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleRoleName } from '@tastydrop/domain';
import { apiGet, apiPost } from '../../../lib/api-client';
import { consoleKeys, silent, type ConsoleRow } from './console-keys';

/** GET /api/admin/accounts: console accounts and roles (owner only). */
export function useConsoleAccounts() {
  return useQuery({ queryKey: consoleKeys.accounts, queryFn: () => apiGet<ConsoleRow[]>('/api/admin/accounts'), meta: silent });
}

/** POST /api/admin/accounts: give a login a role, or take it away with null. */
export function useGrantRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { login: string; role: ConsoleRoleName | null }) => apiPost<{ userId: number }>('/api/admin/accounts', input),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.accounts }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleRoleName } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { adminApi } from '../../../lib/api/endpoints/admin';
import { consoleKeys, silent } from './console-keys';

/** GET /api/admin/accounts: console accounts and roles (owner only). */
export function useConsoleAccounts() {
  return useQuery({ queryKey: consoleKeys.accounts, queryFn: () => callApi(adminApi.accounts), meta: silent });
}

/** POST /api/admin/accounts: give a login a role, or take it away with null. */
export function useGrantRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { login: string; role: ConsoleRoleName | null }) => callApi(adminApi.grantRole, { request: input }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.accounts }),
  });
}

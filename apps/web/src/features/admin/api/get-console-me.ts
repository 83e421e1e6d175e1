import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleRoleName } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';
import { consoleKeys, silent } from './console-keys';

export interface ConsoleMe {
  userId: number;
  login: string | null;
  role: ConsoleRoleName;
  enrolled: boolean;
  verified: boolean;
  idleMinutes: number;
  approvalThreshold: number;
}

/** GET /api/admin/me: the console account and where its second factor stands. */
export function consoleMeQueryOptions() {
  return queryOptions({ queryKey: consoleKeys.me, queryFn: () => apiGet<ConsoleMe>('/api/admin/me'), meta: silent, retry: false });
}

export function useConsoleMe() {
  return useQuery(consoleMeQueryOptions());
}

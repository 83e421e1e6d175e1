import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleRoleName } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { adminApi } from '../../../lib/api/endpoints/admin';
import { hasSessionCookie } from '../../../lib/session/session-cookie';
import { consoleKeys, silent } from './console-keys';

export interface ConsoleMe {
  userId: number;
  login: string | null;
  role: ConsoleRoleName;
  enrolled: boolean;
  verified: boolean;
  idleMinutes: number;
  approvalThreshold: number;
  /** The rolling window (hours) a player's balance changes are summed over against the threshold. */
  approvalWindowHours: number;
}

/**
 * GET /api/admin/me: the console account and where its second factor stands. The page asks it as it starts
 * (first-screen.ts); a refusal then is the answer, not asked again when the gate mounts.
 */
export function consoleMeQueryOptions() {
  return queryOptions({ queryKey: consoleKeys.me, queryFn: (): Promise<ConsoleMe> => callApi(adminApi.me), meta: silent, retry: false, retryOnMount: false });
}

/** A guest is not asked about (they are shown the way to sign in). */
export function useConsoleMe() {
  const signedIn = hasSessionCookie();
  return { signedIn, ...useQuery({ ...consoleMeQueryOptions(), enabled: signedIn }) };
}

import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@tastydrop/domain';
import { useMemo } from 'react';
import { isSessionFlagged, useSessionFlag } from '../../stores/session-store';
import { callApi } from '../api/call';
import { queryKeys } from '../query-keys';
import { usersApi } from '../api/endpoints/users';
import { receiveUserFinance, useFinanceStore, withFinance } from './finance-store';

/** GET /v1/users/me: the signed-in user (called only when the session flag cookie is present). */
async function getMe(): Promise<User> {
  const sentAt = Date.now();
  const user = await callApi(usersApi.me);
  receiveUserFinance(user.finance, sentAt);
  return user;
}

export function meQueryOptions() {
  return queryOptions({ queryKey: queryKeys.users.me, queryFn: getMe, staleTime: 60_000 });
}

export type Session =
  | { status: 'guest'; user: null }
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: User };

/**
 * The current session: guest without the session flag, else the loaded user, whose balances are
 * the finance store's (fed by the user answer, the `balance` message and the answers of money calls).
 */
export function useSession(): Session {
  const flagged = useSessionFlag((s) => s.flagged);
  const query = useQuery({ ...meQueryOptions(), enabled: flagged });
  const held = useFinanceStore((s) => s.held);
  const user = useMemo(() => (query.data ? withFinance(query.data, held) : null), [query.data, held]);
  if (!flagged) return { status: 'guest', user: null };
  if (user) return { status: 'signedIn', user };
  if (query.isError) return { status: 'guest', user: null };
  return { status: 'loading', user: null };
}

/** For route loaders: the signed-in user, loading it first if needed; null for guests or a dead session. */
export async function loadSessionUser(client: QueryClient): Promise<User | null> {
  if (!isSessionFlagged()) return null;
  try {
    return await client.ensureQueryData(meQueryOptions());
  } catch {
    return null;
  }
}

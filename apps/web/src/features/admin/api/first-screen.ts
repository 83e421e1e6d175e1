import type { QueryClient } from '@tanstack/react-query';
import { hasSessionCookie } from '../../../lib/session/session-cookie';
import { approvalsQueryOptions } from './approvals';
import { consoleMeQueryOptions } from './get-console-me';
import { withdrawalQueueQueryOptions } from './withdrawals';

/** The dashboard's path: the console's first screen. */
const FIRST_SCREEN = /^\/admin\/?$/;

/**
 * Starts the first screen's calls while the page is still starting (console-main.tsx), not once its components
 * mount: who the account is (preloaded by the server for a signed-in browser), then, for an account past the
 * second factor whose role sees money, the withdrawals and approvals of the dashboard, together. A guest asks
 * nothing, and an account that would be refused asks nothing more than `me`.
 */
export async function startFirstScreen(client: QueryClient, path: string): Promise<void> {
  if (!hasSessionCookie()) return;
  const me = await client.fetchQuery(consoleMeQueryOptions()).catch(() => null);
  if (!FIRST_SCREEN.test(path) || !me?.enrolled || !me.verified || me.role === 'content') return;
  void client.prefetchQuery(withdrawalQueueQueryOptions(''));
  void client.prefetchQuery(approvalsQueryOptions());
}

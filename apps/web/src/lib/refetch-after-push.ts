import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Asks again for what a server push says has changed. A load already on its way (a page's first one)
 * may have been answered before the change: invalidating alone would only wait for that older answer,
 * so such loads are cancelled first and every active query under the keys is fetched anew.
 */
export async function refetchAfterPush(client: QueryClient, queryKeys: readonly QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => client.cancelQueries({ queryKey })));
  await Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

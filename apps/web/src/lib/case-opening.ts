import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api/call';
import { casesApi } from './api/endpoints/cases';
import { inventoryApi } from './api/endpoints/inventory';
import { queryKeys } from './query-keys';

/** GET /v1/cases/{slug}/drops: what a case holds, for the reel of an open made outside the case page. */
export function useCaseDrops(slug: string) {
  return useQuery({
    queryKey: queryKeys.cases.drops(slug),
    queryFn: () => callApi(casesApi.drops, { params: { slug } }),
    staleTime: 5 * 60_000,
    // Without the drops the result shows at once: no alert for a reel that cannot be drawn.
    meta: { silent: true },
  });
}

/** POST /v1/inventory/sell for an item just won; the balance reloads afterwards. */
export function useSellWonItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (inventoryItemId: number) => callApi(inventoryApi.sell, { request: { id: inventoryItemId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.users.me }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { callApi } from './api/call';
import { inventoryApi } from './api/endpoints/inventory';
import { queryKeys } from './query-keys';

/** A pack's contents change only with the catalog: one answer serves the whole visit. */
const CONTENTS_STALE_MS = 10 * 60_000;

/** GET /v1/inventory/packs/{itemId}/items: what a catalog pack holds, in unpacking order. */
export function usePackContents(itemId: number) {
  return useQuery({
    queryKey: queryKeys.inventory.packContents(itemId),
    queryFn: ({ signal }) => callApi(inventoryApi.packContents, { params: { itemId }, signal }),
    staleTime: CONTENTS_STALE_MS,
    // The popup says itself when the list cannot be loaded.
    meta: { silent: true },
  });
}

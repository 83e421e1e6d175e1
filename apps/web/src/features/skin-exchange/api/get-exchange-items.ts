import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { INVENTORY_PAGE_SIZE, type InventoryList } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/inventory/get (group active): the player's own items that can be offered for an exchange. */
function getExchangeItems(userId: number, page: number): Promise<InventoryList> {
  return callApi(inventoryApi.own, { request: { group: 'active', page, perPage: INVENTORY_PAGE_SIZE, userId } });
}

export function useExchangeItems(userId: number) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      // Under the player's inventory key, so any sale or withdrawal elsewhere refreshes it too.
      queryKey: queryKeys.inventory.exchangeable(userId),
      queryFn: ({ pageParam }) => getExchangeItems(userId, pageParam),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => {
        const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
        return last.items.length > 0 && loaded < last.totalItem ? pages.length + 1 : undefined;
      },
    }),
  );
}

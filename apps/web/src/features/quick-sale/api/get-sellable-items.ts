import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { INVENTORY_PAGE_SIZE, type InventoryList } from '@tastydrop/domain';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api/call';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/inventory/get (group active): one page of the player's own items in the inventory. */
function getActiveItems(userId: number, page: number): Promise<InventoryList> {
  return callApi(inventoryApi.own, { request: { group: 'active', page, perPage: INVENTORY_PAGE_SIZE, userId } });
}

export function sellableItemsQueryOptions(userId: number) {
  return infiniteQueryOptions({
    // Under the player's inventory key, so a sale, a withdrawal or an upgrade elsewhere refreshes it too.
    queryKey: queryKeys.inventory.quickSale(userId),
    queryFn: ({ pageParam }) => getActiveItems(userId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.totalItem ? pages.length + 1 : undefined;
    },
    // The page shows a failed load itself, with the server's text.
    meta: { silent: true },
  });
}

/**
 * Every item of the player's inventory: the pages load one after another until the last, since the cheapest
 * items may be on any of them. `loaded` and `total` tell how far it got.
 */
export function useSellableItems(userId: number) {
  const query = useInfiniteQuery(sellableItemsQueryOptions(userId));
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const pages = query.data?.pages ?? [];
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  const complete = query.isSuccess && !hasNextPage;
  return { query, items: pages.flatMap((page) => page.items), loaded, total: pages[0]?.totalItem ?? 0, complete };
}

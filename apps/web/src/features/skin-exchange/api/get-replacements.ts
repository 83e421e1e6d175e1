import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Rarity } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';
import { queryKeys } from '../../../lib/query-keys';

export interface Replacement {
  itemId: number;
  name: string;
  hero: string;
  rarity: Rarity;
  price: number;
  image: string;
}

export interface ReplacementsPage {
  items: Replacement[];
  total: number;
}

/** GET /v1/inventory/get/replacements: catalog items one inventory item can be exchanged for, a page at a time. */
function getReplacements(inventoryId: number, page: number): Promise<ReplacementsPage> {
  return callApi(inventoryApi.replacements, { request: { id: inventoryId, page } });
}

export function useReplacements(inventoryId: number) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.inventory.replacements(inventoryId),
      queryFn: ({ pageParam }) => getReplacements(inventoryId, pageParam),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => {
        const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
        return last.items.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
      },
    }),
  );
}

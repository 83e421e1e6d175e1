import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { INVENTORY_PAGE_SIZE, type InventoryGroup } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';
import { queryKeys } from '../../../lib/query-keys';
import { nextPageOf, toPage, type InventoryData, type InventoryPage } from '../utils/inventory-cache';

export interface InventoryRequest {
  userId: number;
  group: InventoryGroup;
  /** The signed-in player's own inventory (sent with the session). */
  own: boolean;
}

/** GET /v1/inventory/get: one page of INVENTORY_PAGE_SIZE items of a group; timers become deadlines on arrival. */
async function getInventory({ userId, group, own }: InventoryRequest, page: number): Promise<InventoryPage> {
  const list = await callApi(own ? inventoryApi.own : inventoryApi.list, { request: { group, page, perPage: INVENTORY_PAGE_SIZE, userId } });
  return toPage(list, Date.now());
}

function inventoryQueryOptions(request: InventoryRequest) {
  return infiniteQueryOptions({
    queryKey: queryKeys.inventory.list(request.userId, request.group),
    queryFn: ({ pageParam }) => getInventory(request, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPageOf(last, pages),
    // Failures are shown by the list with its own titles.
    meta: { silent: true },
  });
}

export function useInventory(request: InventoryRequest) {
  return useInfiniteQuery(inventoryQueryOptions(request));
}

/** Applies a change to every loaded list of a player's inventory; the change learns each list's group. */
export function updateInventories(client: QueryClient, userId: number, update: (data: InventoryData, group: InventoryGroup) => InventoryData): void {
  for (const [key, data] of client.getQueriesData<InventoryData>({ queryKey: queryKeys.inventory.user(userId) })) {
    const group = key[2] as InventoryGroup | undefined;
    if (data && group) client.setQueryData<InventoryData>(key, update(data, group));
  }
}

/** Refetches every loaded list of a player's inventory (after the server changed it). */
export function refreshInventories(client: QueryClient, userId: number): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.inventory.user(userId) });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INVENTORY_PAGE_SIZE, type InventoryList } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';

/** Every inventory list lives under this key: a contract refreshes them all (the upgrade page shares this entry). */

/** GET /v1/inventory/get?group=upgrade: the player's ordinary items in progress, dearest first. */
function getContractItems(page: number): Promise<InventoryList> {
  return callApi(inventoryApi.own, { request: { group: 'upgrade', page, perPage: INVENTORY_PAGE_SIZE } });
}

export function useContractItems(page: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.inventory.upgradable(INVENTORY_PAGE_SIZE, page),
      queryFn: () => getContractItems(page),
      placeholderData: keepPreviousData,
      meta: { silent: true },
    }),
  );
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { UPGRADE_LIST_PAGE_SIZE, type InventoryList } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';

/** Every inventory list (this group, the profile's…) lives under this key: an upgrade refreshes them all. */

/** GET /v1/inventory/get?group=upgrade: the player's items that can be staked (ordinary, in progress), dearest first. */
function getUpgradeItems(page: number): Promise<InventoryList> {
  return callApi(inventoryApi.own, { request: { group: 'upgrade', page, perPage: UPGRADE_LIST_PAGE_SIZE } });
}

function upgradeItemsQueryOptions(page: number) {
  return queryOptions({
    queryKey: queryKeys.inventory.upgradable(UPGRADE_LIST_PAGE_SIZE, page),
    queryFn: () => getUpgradeItems(page),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useUpgradeItems(page: number, enabled: boolean) {
  return useQuery({ ...upgradeItemsQueryOptions(page), enabled });
}

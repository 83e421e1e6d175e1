import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { UPGRADE_LIST_PAGE_SIZE, type InventoryList } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** Every inventory list (this group, the profile's…) lives under this key: an upgrade refreshes them all. */
export const inventoryQueryKey = ['inventory'] as const;
const upgradeItemsQueryKey = [...inventoryQueryKey, 'upgrade'] as const;

/** GET /v1/inventory/get?group=upgrade: the player's items that can be staked (ordinary, in progress), dearest first. */
function getUpgradeItems(page: number): Promise<InventoryList> {
  return apiGet<InventoryList>('/v1/inventory/get', { group: 'upgrade', page, perPage: UPGRADE_LIST_PAGE_SIZE }, { auth: true });
}

function upgradeItemsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...upgradeItemsQueryKey, page],
    queryFn: () => getUpgradeItems(page),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useUpgradeItems(page: number, enabled: boolean) {
  return useQuery({ ...upgradeItemsQueryOptions(page), enabled });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INVENTORY_PAGE_SIZE, type InventoryList } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** Every inventory list lives under this key: a contract refreshes them all (the upgrade page shares this entry). */
export const inventoryQueryKey = ['inventory'] as const;
const contractItemsQueryKey = [...inventoryQueryKey, 'upgrade'] as const;

/** GET /v1/inventory/get?group=upgrade: the player's ordinary items in progress, dearest first. */
function getContractItems(page: number): Promise<InventoryList> {
  return apiGet<InventoryList>('/v1/inventory/get', { group: 'upgrade', page, perPage: INVENTORY_PAGE_SIZE }, { auth: true });
}

export function useContractItems(page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...contractItemsQueryKey, page],
      queryFn: () => getContractItems(page),
      placeholderData: keepPreviousData,
      meta: { silent: true },
    }),
  );
}

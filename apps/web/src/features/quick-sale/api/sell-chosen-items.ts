import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { InventoryList, SellResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';
import { queryKeys } from '../../../lib/query-keys';
import { updateFinance } from '../../../lib/session/finance-store';
import { withoutItems } from '../utils/quick-sale';

/** POST /v1/inventory/sell/many: sells the chosen items in one go. */
function sellChosenItems(ids: readonly number[]): Promise<SellResponse> {
  return callApi(inventoryApi.sellMany, { request: { ids: [...ids] } });
}

/**
 * Sells the chosen items: the balance goes up and the items leave the list at once, then every list of the
 * player's inventory is refetched. A refusal is shown by the page, with the server's text.
 */
export function useSellChosenItems(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sellChosenItems,
    meta: { silent: true },
    onSuccess: (sold, ids) => {
      updateFinance(sold);
      client.setQueryData<InfiniteData<InventoryList>>(queryKeys.inventory.quickSale(userId), (data) => data && withoutItems(data, new Set(ids)));
      void client.invalidateQueries({ queryKey: queryKeys.inventory.user(userId) });
    },
    // An item sold or withdrawn meanwhile makes the server refuse: the list is read again.
    onError: () => void client.invalidateQueries({ queryKey: queryKeys.inventory.quickSale(userId) }),
  });
}

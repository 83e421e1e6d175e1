import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';
import { queryKeys } from '../../../lib/query-keys';
import { updateFinance } from '../../../lib/session/finance-store';

/** POST /v1/inventory/sell: sells the prize (an inventory item) back for its price. */
function sellReward(inventoryItemId: number): Promise<SellResponse> {
  return callApi(inventoryApi.sell, { request: { id: inventoryItemId } });
}

/** Sells a prize from the reward popup: the header's balance moves at once, the inventory refetches. */
export function useSellReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sellReward,
    onSuccess: (sold) => {
      updateFinance({ balance: sold.balance, totalAmountItems: sold.totalAmountItems });
      void client.invalidateQueries({ queryKey: queryKeys.inventory.all });
    },
  });
}

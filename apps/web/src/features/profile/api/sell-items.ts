import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { removeEntries } from '../utils/inventory-cache';
import { updateFinance } from '../../../lib/session/finance-store';
import { refreshInventories, updateInventories } from './get-inventory';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';

/** POST /v1/inventory/sell/many: sells the selected items in one go. */
function sellItems(ids: readonly number[]): Promise<SellResponse> {
  return callApi(inventoryApi.sellMany, { request: { ids: [...ids] } });
}

/** Sells many items: they leave the list and the counts at once, then the lists are refetched. */
export function useSellItems(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sellItems,
    onSuccess: (sold, ids) => {
      updateFinance(sold);
      updateInventories(client, userId, (data) => removeEntries(data, new Set(ids)));
      void refreshInventories(client, userId);
    },
  });
}

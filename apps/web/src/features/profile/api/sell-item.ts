import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { patchEntries } from '../utils/inventory-cache';
import { updateFinance } from '../../../lib/session/finance-store';
import { updateInventories } from './get-inventory';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';

/** POST /v1/inventory/sell: sells one item back for its price. */
function sellItem(id: number): Promise<SellResponse> {
  return callApi(inventoryApi.sell, { request: { id } });
}

/** Sells one item: the balance goes up at once and the item shows as sold. */
export function useSellItem(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sellItem,
    onSuccess: (sold, id) => {
      updateFinance(sold);
      updateInventories(client, userId, (data, group) => patchEntries(data, new Map([[id, { status: 'selled', timerData: null, deadline: null }]]), group));
    },
  });
}

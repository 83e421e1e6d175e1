import { useMutation } from '@tanstack/react-query';
import type { SellResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { updateFinance } from '../../../lib/session/finance-store';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';

/** POST /v1/inventory/sell: sells one inventory item back for its price. */
function sellItem(inventoryItemId: number): Promise<SellResponse> {
  return callApi(inventoryApi.sell, { request: { id: inventoryItemId } });
}

export function useSellItem() {
  return useMutation({
    mutationFn: sellItem,
    // A user answer already on its way cannot bring back the balance from before the sale (the store keeps the newer one).
    onSuccess: (sold) => updateFinance(sold),
  });
}

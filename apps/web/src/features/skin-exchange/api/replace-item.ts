import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryItem } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';
import { queryKeys } from '../../../lib/query-keys';
import { updateFinance } from '../../../lib/session/finance-store';

interface ReplacementRequest {
  inventoryId: number;
  itemId: number;
}

export interface ReplacementResult {
  status: 'EXCHANGED';
  /** The new inventory item. */
  item: InventoryItem;
  /** The balance after the price difference came back. */
  balance: number;
}

/** POST /v1/inventory/replacement: swaps an inventory item for a catalog item of no greater value. */
function replaceItem(request: ReplacementRequest): Promise<ReplacementResult> {
  return callApi(inventoryApi.replace, { request });
}

export function useReplaceItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replaceItem,
    onSuccess: ({ balance }) => {
      // The header shows the refund as a delta; the inventory value and lists are refetched.
      updateFinance({ balance });
      void client.invalidateQueries({ queryKey: queryKeys.users.me });
      void client.invalidateQueries({ queryKey: queryKeys.inventory.all });
      // The given item's replacements expire with their list: removing them here, while the list is still shown,
      // would make it ask the server again for an item that is gone.
    },
  });
}

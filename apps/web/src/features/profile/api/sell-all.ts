import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { updateFinance } from '../../../lib/session/finance-store';
import { refreshInventories } from './get-inventory';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';

/** POST /v1/inventory/sell/all: sells every item in progress. */
function sellAll(): Promise<SellResponse> {
  return callApi(inventoryApi.sellAll);
}

export function useSellAll(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sellAll,
    onSuccess: (sold) => {
      updateFinance(sold);
      void refreshInventories(client, userId);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellResponse, User } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { patchUser } from '../utils/patch-user';
import { queryKeys } from '../../../lib/query-keys';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';

/** POST /v1/inventory/sell: sells one inventory item back for its price. */
function sellItem(inventoryItemId: number): Promise<SellResponse> {
  return callApi(inventoryApi.sell, { request: { id: inventoryItemId } });
}

export function useSellItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sellItem,
    onSuccess: async (sold) => {
      // A user fetch still in flight would bring back the balance from before the sale.
      await client.cancelQueries({ queryKey: queryKeys.users.me });
      client.setQueryData<User>(queryKeys.users.me, (user) => user && patchUser(user, sold));
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@tastydrop/domain';
import { apiPost } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session/get-me';
import { patchUser } from '../utils/patch-user';

interface SellResponse {
  balance: number;
  totalAmountItems: number;
}

/** POST /v1/inventory/sell: sells one inventory item back for its price. */
function sellItem(inventoryItemId: number): Promise<SellResponse> {
  return apiPost<SellResponse>('/v1/inventory/sell', { id: inventoryItemId }, { auth: true });
}

export function useSellItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sellItem,
    onSuccess: async (sold) => {
      // A user fetch still in flight would bring back the balance from before the sale.
      await client.cancelQueries({ queryKey: meQueryKey });
      client.setQueryData<User>(meQueryKey, (user) => user && patchUser(user, sold));
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemStatus, TradeIdResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';
import { queryKeys } from '../../../lib/query-keys';

/** The item's offer: its id and link once sent, the code its message carries (none for a seller's offer from the market). */
export type TradeOffer = TradeIdResponse;

/** GET /v1/inventory/{id}/trade_id: the Steam trade offer of an item being withdrawn. */
function getTradeId(inventoryId: number): Promise<TradeOffer> {
  return callApi(inventoryApi.tradeId, { params: { inventoryId } });
}

/** Keyed by the item's status too, so each step of the withdrawal reads the offer afresh (the link comes once it is sent). */
export function useTradeOffer(inventoryId: number, status: ItemStatus, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.inventory.tradeOffer(inventoryId, status),
      queryFn: () => getTradeId(inventoryId),
      meta: { silent: true },
    }),
    enabled,
  });
}

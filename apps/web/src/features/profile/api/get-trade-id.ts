import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemStatus } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { inventoryApi } from '../../../lib/api/endpoints/inventory';
import { queryKeys } from '../../../lib/query-keys';

export interface TradeOffer {
  tradeId: string | null;
  status: ItemStatus;
  offerUrl: string | null;
  /** The code the offer's message carries; null for a withdrawal made before codes. */
  securityCode: string | null;
}

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

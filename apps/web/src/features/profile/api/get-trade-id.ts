import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemStatus } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

export interface TradeOffer {
  tradeId: string | null;
  status: ItemStatus;
  offerUrl: string | null;
}

/** GET /v1/inventory/{id}/trade_id: the Steam trade offer of an item being withdrawn. */
function getTradeId(inventoryId: number): Promise<TradeOffer> {
  return apiGet<TradeOffer>(`/v1/inventory/${inventoryId}/trade_id`, undefined, { auth: true });
}

export function useTradeOffer(inventoryId: number, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['inventory', 'trade-offer', inventoryId],
      queryFn: () => getTradeId(inventoryId),
      meta: { silent: true },
    }),
    enabled,
  });
}

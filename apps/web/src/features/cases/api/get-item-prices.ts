import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { casesApi } from '../../../lib/api/endpoints/cases';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/items/{id}/prices: an item's price on the site and the market, with its last 30 days on the market. */
export function useItemPrices(itemId: number) {
  return useQuery({ queryKey: queryKeys.cases.itemPrices(itemId), queryFn: () => callApi(casesApi.itemPrices, { params: { id: itemId } }), staleTime: 5 * 60_000, meta: { silent: true } });
}

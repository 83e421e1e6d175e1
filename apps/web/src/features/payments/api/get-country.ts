import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentCountry } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { paymentsApi } from '../../../lib/api/endpoints/payments';

/** GET /v1/payments/countries/{country}: currency, sum buttons and methods of one country. */
function getCountry(iso: string): Promise<PaymentCountry> {
  return callApi(paymentsApi.country, { params: { iso } });
}

function countryQueryOptions(iso: string) {
  return queryOptions({ queryKey: queryKeys.payments.country(iso), queryFn: () => getCountry(iso), staleTime: 5 * 60_000, meta: { silent: true } });
}

export const useCountry = (iso: string | null) => useQuery({ ...countryQueryOptions(iso ?? ''), enabled: iso !== null });

/** GET /v1/payments/countries/default: the country the server reads from the request, for a player without one. */
export const useDefaultCountry = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.payments.defaultCountry,
    queryFn: () => callApi(paymentsApi.defaultCountry),
    staleTime: Infinity,
    enabled,
    meta: { silent: true },
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { sortCountries, type PaymentCountrySummary } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { paymentsApi } from '../../../lib/api/endpoints/payments';

/** GET /v1/payments/countries: countries that can pay, the custom one ('00') last. */
async function getCountries(): Promise<PaymentCountrySummary[]> {
  return sortCountries(await callApi(paymentsApi.countries));
}

function countriesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.payments.countries, queryFn: getCountries, staleTime: 5 * 60_000, meta: { silent: true } });
}

export const useCountries = () => useQuery(countriesQueryOptions());

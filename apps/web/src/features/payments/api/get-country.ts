import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentCountry } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /v1/payments/countries/{country}: currency, sum buttons and methods of one country. */
function getCountry(iso: string): Promise<PaymentCountry> {
  return apiGet<PaymentCountry>(`/v1/payments/countries/${encodeURIComponent(iso)}`);
}

function countryQueryOptions(iso: string) {
  return queryOptions({ queryKey: ['payments', 'country', iso], queryFn: () => getCountry(iso), staleTime: 5 * 60_000, meta: { silent: true } });
}

export const useCountry = (iso: string | null) => useQuery({ ...countryQueryOptions(iso ?? ''), enabled: iso !== null });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { FaqResponse, type FaqCategory } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /api/v1/page/faq: categories with their questions; the shape is checked against the wire schema. */
async function getFaq(): Promise<FaqCategory[]> {
  return FaqResponse.parse(await apiGet<unknown>('/v1/page/faq'));
}

// The page shows its own error state with a retry button, so the global alert stays silent.
const faqQueryOptions = () =>
  queryOptions({ queryKey: ['faq'], queryFn: getFaq, staleTime: 10 * 60_000, meta: { silent: true } });

export const useFaq = () => useQuery(faqQueryOptions());

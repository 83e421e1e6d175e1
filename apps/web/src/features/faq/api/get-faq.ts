import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqCategory } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { shellApi } from '../../../lib/api/endpoints/shell';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/v1/page/faq: categories with their questions. */
function getFaq(): Promise<FaqCategory[]> {
  return callApi(shellApi.faq);
}

// The page shows its own error state with a retry button, so the global alert stays silent.
const faqQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.shell.faq, queryFn: getFaq, staleTime: 10 * 60_000, meta: { silent: true } });

export const useFaq = () => useQuery(faqQueryOptions());

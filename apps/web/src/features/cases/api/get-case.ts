import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseDetails } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/get-me';
import { casesApi } from '../../../lib/api/endpoints/cases';

/** GET /v1/cases/{slug}: the case with its drops; the session cookie makes `nextFreeIn` personal. */
async function getCase(slug: string): Promise<CaseDetails> {
  return callApi(casesApi.detail, { params: { slug } });
}

function caseQueryOptions(slug: string, userId: number | null) {
  return queryOptions({
    queryKey: queryKeys.cases.detail(slug, userId),
    queryFn: () => getCase(slug),
    // The page shows its own not-found and error states.
    meta: { silent: true },
  });
}

/** The case for the current player (refetched when the player signs in or out). */
export function useCase(slug: string) {
  const session = useSession();
  const userId = session.user?.userId ?? null;
  return useQuery({
    ...caseQueryOptions(slug, userId),
    enabled: session.status !== 'loading',
    // Signing in on the page swaps the key: keep showing the same case while its personal copy loads.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === slug ? previous : undefined),
  });
}

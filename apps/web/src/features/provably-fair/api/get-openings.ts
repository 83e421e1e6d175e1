import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OpeningRecord } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { fairnessApi } from '../../../lib/api/endpoints/fairness';
import { queryKeys } from '../../../lib/query-keys';

export const OPENINGS_PER_PAGE = 20;

interface OpeningsPage {
  items: OpeningRecord[];
  total: number;
}

/** GET /v1/provably-fair/openings: the player's openings of one case, newest first. */
function getOpenings(caseId: number, page: number): Promise<OpeningsPage> {
  return callApi(fairnessApi.openings, { request: { caseId, page, perPage: OPENINGS_PER_PAGE } });
}

function openingsQueryOptions(caseId: number, page: number) {
  return queryOptions({
    queryKey: queryKeys.fairness.openingList(caseId, page),
    queryFn: () => getOpenings(caseId, page),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useOpenings(caseId: number, page: number) {
  return useQuery(openingsQueryOptions(caseId, page));
}

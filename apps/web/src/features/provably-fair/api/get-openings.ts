import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OpeningRecord } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

export const OPENINGS_PER_PAGE = 20;

interface OpeningsPage {
  items: OpeningRecord[];
  total: number;
}

/** GET /v1/provably-fair/openings: the player's openings of one case, newest first. */
function getOpenings(caseId: number, page: number): Promise<OpeningsPage> {
  return apiGet<OpeningsPage>('/v1/provably-fair/openings', { caseId, page, perPage: OPENINGS_PER_PAGE }, { auth: true });
}

function openingsQueryOptions(caseId: number, page: number) {
  return queryOptions({
    queryKey: ['fairness', 'openings', 'list', caseId, page],
    queryFn: () => getOpenings(caseId, page),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useOpenings(caseId: number, page: number) {
  return useQuery(openingsQueryOptions(caseId, page));
}

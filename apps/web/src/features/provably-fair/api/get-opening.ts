import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpeningRecord } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { fairnessApi } from '../../../lib/api/endpoints/fairness';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/provably-fair/openings/{id}: one of the player's openings (its server seed once revealed). */
function getOpening(id: number): Promise<OpeningRecord> {
  return callApi(fairnessApi.opening, { params: { id } });
}

function openingQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.fairness.opening(id), queryFn: () => getOpening(id), meta: { silent: true } });
}

export function useOpening(id: number | null) {
  return useQuery({ ...openingQueryOptions(id ?? 0), enabled: id !== null });
}

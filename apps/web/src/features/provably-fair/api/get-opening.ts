import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpeningRecord } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /v1/provably-fair/openings/{id}: one of the player's openings (its server seed once revealed). */
function getOpening(id: number): Promise<OpeningRecord> {
  return apiGet<OpeningRecord>(`/v1/provably-fair/openings/${id}`, undefined, { auth: true });
}

function openingQueryOptions(id: number) {
  return queryOptions({ queryKey: ['fairness', 'openings', 'one', id], queryFn: () => getOpening(id), meta: { silent: true } });
}

export function useOpening(id: number | null) {
  return useQuery({ ...openingQueryOptions(id ?? 0), enabled: id !== null });
}

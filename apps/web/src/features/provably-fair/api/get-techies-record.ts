import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TechiesGame } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { fairnessApi } from '../../../lib/api/endpoints/fairness';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/provably-fair/techies/{id}: a finished Techies game, anyone's (its server seed once rotated), or the player's running one. */
function getTechiesRecord(id: number): Promise<TechiesGame> {
  return callApi(fairnessApi.techies, { params: { id } });
}

export function useTechiesRecord(id: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: queryKeys.fairness.techies(id), queryFn: () => getTechiesRecord(id ?? 0), meta: { silent: true } }),
    enabled: id !== null,
  });
}

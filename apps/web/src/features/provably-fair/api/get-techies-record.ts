import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TechiesGame } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /v1/provably-fair/techies/{id}: a finished Techies game, anyone's (its server seed once rotated), or the player's running one. */
function getTechiesRecord(id: number): Promise<TechiesGame> {
  return apiGet<TechiesGame>(`/v1/provably-fair/techies/${id}`);
}

export function useTechiesRecord(id: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: ['fairness', 'techies', 'one', id], queryFn: () => getTechiesRecord(id ?? 0), meta: { silent: true } }),
    enabled: id !== null,
  });
}

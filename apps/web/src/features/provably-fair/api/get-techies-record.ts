import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TechiesGame } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /v1/provably-fair/techies/{id}: one of the player's Techies games (its field once over, its server seed once rotated). */
export function getTechiesRecord(id: number): Promise<TechiesGame> {
  return apiGet<TechiesGame>(`/v1/provably-fair/techies/${id}`, undefined, { auth: true });
}

export function useTechiesRecord(id: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: ['fairness', 'techies', 'one', id], queryFn: () => getTechiesRecord(id ?? 0), meta: { silent: true } }),
    enabled: id !== null,
  });
}

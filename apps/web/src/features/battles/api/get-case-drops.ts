import { useQueries } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { casesApi } from '../../../lib/api/endpoints/cases';
import { queryKeys } from '../../../lib/query-keys';
import type { DropItem } from '@tastydrop/domain';

export type ReelItem = DropItem & { weight: number };

/** GET /v1/cases/{slug}: a case's drops, to fill the reels with what the case can give. */
async function getCaseDrops(slug: string): Promise<ReelItem[]> {
  const details = await callApi(casesApi.detail, { params: { slug } });
  return details.drops;
}

/** The drops of every case in a battle, by case id (missing while loading). */
export function useCaseDrops(cases: readonly { id: number; name: string }[]): Map<number, ReelItem[]> {
  const results = useQueries({
    queries: cases.map((c) => ({
      queryKey: queryKeys.battles.caseDrops(c.name),
      queryFn: () => getCaseDrops(c.name),
      staleTime: 5 * 60_000,
      meta: { silent: true },
    })),
  });
  const map = new Map<number, ReelItem[]>();
  results.forEach((r, i) => {
    if (r.data) map.set(cases[i]!.id, r.data);
  });
  return map;
}

import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { RaffleEntrants, RaffleResult } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';
import { verifyRaffle } from '../utils/verify-raffle';
import { eventQueryKey } from './get-event';

/** GET /v1/event/raffle-result/{slug}: prizes, the committed seed, winners by page and the player's own entry. */
function getRaffleResult(slug: string, page: number): Promise<RaffleResult> {
  return apiGet<RaffleResult>(`/v1/event/raffle-result/${encodeURIComponent(slug)}`, { page });
}

export function useRaffleResult(slug: string | undefined, page: number, userId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...eventQueryKey, 'raffle', slug, page, userId],
      queryFn: () => getRaffleResult(slug!, page),
      enabled: slug !== undefined,
      placeholderData: keepPreviousData,
      meta: { silent: true },
    }),
  );
}

/** GET /v1/event/raffle-entrants/{slug}: the tickets the raffle was drawn from, to re-run the draw here. */
function getRaffleEntrants(slug: string): Promise<RaffleEntrants> {
  return apiGet<RaffleEntrants>(`/v1/event/raffle-entrants/${encodeURIComponent(slug)}`);
}

/** Fetches the drawn tickets and re-runs the draw in the browser against what the page shows. */
export function useVerifyRaffle(slug: string, result: RaffleResult) {
  return useMutation({
    mutationKey: [...eventQueryKey, 'raffle-verify', slug],
    meta: { silent: true },
    mutationFn: async () => {
      const { entrants } = await getRaffleEntrants(slug);
      return verifyRaffle({
        seed: result.seed ?? '',
        seedHash: result.seedHash,
        slug,
        prizeCount: result.prizeCount,
        entrants,
        shown: result.raffleResult.map((r) => ({ position: r.position, userId: r.userId })),
        total: result.paginator.total,
      });
    },
  });
}

import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { RaffleEntrants, RaffleResult } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { eventsApi } from '../../../lib/api/endpoints/events';
import { queryKeys } from '../../../lib/query-keys';
import { verifyRaffle } from '../utils/verify-raffle';

/** GET /v1/event/raffle-result/{slug}: prizes, the committed seed, winners by page and the player's own entry. */
function getRaffleResult(slug: string, page: number): Promise<RaffleResult> {
  return callApi(eventsApi.raffleResult, { params: { slug }, request: { page } });
}

export function useRaffleResult(slug: string | undefined, page: number, userId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.events.raffle(slug, page, userId),
      queryFn: () => getRaffleResult(slug!, page),
      enabled: slug !== undefined,
      placeholderData: keepPreviousData,
      meta: { silent: true },
    }),
  );
}

/** GET /v1/event/raffle-entrants/{slug}: the tickets the raffle was drawn from, to re-run the draw here. */
function getRaffleEntrants(slug: string): Promise<RaffleEntrants> {
  return callApi(eventsApi.raffleEntrants, { params: { slug } });
}

/** Fetches the drawn tickets and re-runs the draw in the browser against what the page shows. */
export function useVerifyRaffle(slug: string, result: RaffleResult) {
  return useMutation({
    mutationKey: queryKeys.events.raffleVerify(slug),
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveDrop } from '@tastydrop/domain';
import { apiPost } from '../../../lib/api-client';

export const liveDropsQueryKey = (isTop: boolean) => ['live-drops', isTop ? 'top' : 'latest'] as const;

/** POST /v1/live_drop: the latest drops, or the best of the last day. */
function getLiveDrops(isTop: boolean): Promise<LiveDrop[]> {
  return apiPost<LiveDrop[]>('/v1/live_drop', { isTop });
}

function liveDropsQueryOptions(isTop: boolean) {
  return queryOptions({
    queryKey: liveDropsQueryKey(isTop),
    queryFn: () => getLiveDrops(isTop),
    // The live channel keeps the list fresh; nothing polls it.
    staleTime: Infinity,
    meta: { silent: true },
  });
}

export function useLiveDrops(isTop: boolean) {
  return useQuery(liveDropsQueryOptions(isTop));
}

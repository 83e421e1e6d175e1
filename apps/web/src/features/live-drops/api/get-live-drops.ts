import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveDrop } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { casesApi } from '../../../lib/api/endpoints/cases';
import { queryKeys } from '../../../lib/query-keys';

export const liveDropsQueryKey = queryKeys.shell.liveDrops;

/** POST /v1/live_drop: the latest drops, or the best of the last day. */
function getLiveDrops(isTop: boolean): Promise<LiveDrop[]> {
  return callApi(casesApi.liveDrops, { request: { isTop } });
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponsiblePlayState } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { responsiblePlayApi } from '../../../lib/api/endpoints/responsible-play';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/responsible-play: the player's limits, break, age confirmation and play-time settings. */
function getPlayState(): Promise<ResponsiblePlayState> {
  return callApi(responsiblePlayApi.state);
}

export function playStateQueryOptions() {
  return queryOptions({ queryKey: queryKeys.responsiblePlay.state, queryFn: getPlayState });
}

export const usePlayState = () => useQuery(playStateQueryOptions());

import { queryOptions } from '@tanstack/react-query';
import type { ResponsiblePlayState } from '@tastydrop/domain';
import { callApi } from '../api/call';
import { responsiblePlayApi } from '../api/endpoints/responsible-play';
import { queryKeys } from '../query-keys';

/** GET /v1/responsible-play: the player's limits, break, age confirmation and play-time settings (the settings page and every play page's break notice). */
export function playStateQueryOptions() {
  return queryOptions({ queryKey: queryKeys.responsiblePlay.state, queryFn: (): Promise<ResponsiblePlayState> => callApi(responsiblePlayApi.state) });
}

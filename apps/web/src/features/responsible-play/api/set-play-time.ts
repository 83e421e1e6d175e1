import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayTimeSettingsRequest } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { responsiblePlayApi } from '../../../lib/api/endpoints/responsible-play';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /v1/responsible-play/play-time: the reality-check interval and the daily play-time limit. */
export function useSetPlayTime() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: PlayTimeSettingsRequest) => callApi(responsiblePlayApi.playTime, { request }),
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.responsiblePlay.state }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetLimitRequest } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { responsiblePlayApi } from '../../../lib/api/endpoints/responsible-play';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /v1/responsible-play/limits: a lower or new limit applies at once, a raise or removal waits 24 hours. */
export function useSetLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SetLimitRequest) => callApi(responsiblePlayApi.setLimit, { request }),
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.responsiblePlay.state }),
  });
}

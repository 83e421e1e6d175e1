import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TakeBreakRequest } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { responsiblePlayApi } from '../../../lib/api/endpoints/responsible-play';
import { queryKeys } from '../../../lib/query-keys';

/** POST /v1/responsible-play/break: a time-out or a self-exclusion, which nothing ends early. */
export function useTakeBreak() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TakeBreakRequest) => callApi(responsiblePlayApi.takeBreak, { request }),
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.responsiblePlay.state }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LimitKindName, LimitPeriodName } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { responsiblePlayApi } from '../../../lib/api/endpoints/responsible-play';
import { queryKeys } from '../../../lib/query-keys';

/** POST /v1/responsible-play/limits/confirm: applies a raise or removal once its 24 hours have passed. */
export function useConfirmLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { kind: LimitKindName; period: LimitPeriodName }) => callApi(responsiblePlayApi.confirmLimit, { request }),
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.responsiblePlay.state }),
  });
}

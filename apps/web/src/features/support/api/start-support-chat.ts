import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { supportApi } from '../../../lib/api/endpoints/support';
import { queryKeys } from '../../../lib/query-keys';

/** POST /v1/support/chat/start: a guest gives the address answers go to. */
export function useStartChat(viewer: number | 'guest') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => callApi(supportApi.start, { request: { email } }),
    meta: { silent: true },
    onSuccess: (chat) => client.setQueryData(queryKeys.support.chat(viewer), chat),
  });
}

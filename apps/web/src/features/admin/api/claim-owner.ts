import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerClaimRequest } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { adminApi } from '../../../lib/api/endpoints/admin';
import { consoleKeys, silent } from './console-keys';

/** POST /v1/owner-claim: the start's one-time link makes the signed-in player the site's owner. */
export function useClaimOwner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: OwnerClaimRequest) => callApi(adminApi.claimOwner, { request }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.me }),
  });
}

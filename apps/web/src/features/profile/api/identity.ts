import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdentityCheckState } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { identityApi, type IdentityUploadKind } from '../../../lib/api/endpoints/identity';

const identityKey = ['identity', 'state'] as const;

/** GET /v1/identity: the player's latest identity check and age confirmation. */
function getIdentity(): Promise<IdentityCheckState> {
  return callApi(identityApi.state);
}

export const useIdentity = () => useQuery(queryOptions({ queryKey: identityKey, queryFn: getIdentity, meta: { silent: true } }));

/** POST /v1/identity/files/{kind}: one file of the requested check; the state is read again after each. */
export function useUploadIdentityFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: IdentityUploadKind; file: File }) => callApi(identityApi.upload, { params: { kind }, request: file }),
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: identityKey }),
  });
}

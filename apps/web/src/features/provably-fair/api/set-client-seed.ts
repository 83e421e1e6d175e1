import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeedsResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { fairnessApi } from '../../../lib/api/endpoints/fairness';
import { applyRotation, seedsQueryKey, type RotateResponse } from './get-seeds';

/** POST /v1/provably-fair/client-seed: a new client seed starts a new pair and reveals the old server seed. */
function setClientSeed(clientSeed: string): Promise<RotateResponse> {
  return callApi(fairnessApi.setClientSeed, { request: { clientSeed } });
}

export function useSetClientSeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setClientSeed,
    onSuccess: (rotated) => client.setQueryData<SeedsResponse>(seedsQueryKey, (seeds) => applyRotation(seeds, rotated)),
  });
}

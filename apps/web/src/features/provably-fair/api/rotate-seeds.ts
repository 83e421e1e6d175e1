import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeedsResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { fairnessApi } from '../../../lib/api/endpoints/fairness';
import { queryKeys } from '../../../lib/query-keys';
import { applyRotation, seedsQueryKey, type RotateResponse } from './get-seeds';

/** POST /v1/provably-fair/rotate: reveals the active server seed and starts a fresh pair. */
function rotateSeeds(): Promise<RotateResponse> {
  return callApi(fairnessApi.rotate);
}

export function useRotateSeeds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rotateSeeds,
    onSuccess: (rotated) => {
      client.setQueryData<SeedsResponse>(seedsQueryKey, (seeds) => applyRotation(seeds, rotated));
      // Openings of the old pair now carry their server seed.
      void client.invalidateQueries({ queryKey: queryKeys.fairness.openings });
    },
  });
}
